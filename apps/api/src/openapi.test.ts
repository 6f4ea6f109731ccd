import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { restRoutes } from './rest.ts';

describe('openApiDocument', () => {
  it('documents every REST route with its input schema', () => {
    const doc = openApiDocument();
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.rest.method.toLowerCase()];
      expect(op, `${route.rest.method} ${route.path}`).toMatchObject({ operationId: route.procedure });
    }
    const register = doc.paths['/api/auth/register']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(register.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it('has no two procedures on the same method and path', () => {
    const keys = restRoutes().map((r) => `${r.rest.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
