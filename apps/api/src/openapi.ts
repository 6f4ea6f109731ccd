import { type AppRouter, appRouter } from '@coach/api-contract';
import { type ZodType, z } from 'zod';
import { restRoutes } from './rest.ts';

type ProcedureDefs = Record<string, { _def: { inputs: unknown[]; output?: unknown; type: string } }>;

function schemaOf(parser: unknown, io: 'input' | 'output') {
  if (!(parser instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(parser as ZodType, { io, unrepresentable: 'any' });
}

/** An OpenAPI 3.1 document for the REST calls, generated from the same procedures and schemas. */
export function openApiDocument(router: AppRouter = appRouter) {
  const defs = router._def.procedures as unknown as ProcedureDefs;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes(router)) {
    const def = defs[route.procedure]?._def;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const input = schemaOf(def?.inputs[0], 'input');
    const method = route.rest.method.toLowerCase();
    paths[path] ??= {};
    paths[path][method] = {
      operationId: route.procedure,
      parameters: params,
      ...(input && method !== 'get'
        ? { requestBody: { content: { 'application/json': { schema: input } } } }
        : input
          ? { 'x-query-schema': input }
          : {}),
      responses: {
        [String(route.rest.status ?? 200)]: {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(def?.output, 'output') ?? {} } },
        },
        default: { description: 'Error: { message, code, fieldErrors? }' },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Pocket Coach API', version: '1.0.0' }, paths };
}
