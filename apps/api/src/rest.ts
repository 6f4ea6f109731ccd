import {
  type AppRouter,
  appRouter,
  createCaller,
  type ErrorBody,
  fieldErrorsOf,
  INTERNAL_MESSAGE,
  type Meta,
} from '@coach/api-contract';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

type Ctx = Parameters<typeof createCaller>[0];
type Procedure = (input?: unknown) => Promise<unknown>;

interface RestRoute {
  path: string;
  procedure: string;
  rest: NonNullable<Meta['rest']>;
  hasInput: boolean;
}

/** Every procedure with REST meta, read from the router itself: a REST route is a line of meta. */
export function restRoutes(router: AppRouter = appRouter): RestRoute[] {
  const procedures = router._def.procedures as unknown as Record<
    string,
    { _def: { meta?: Meta; inputs: unknown[] } }
  >;
  return Object.entries(procedures).flatMap(([procedure, p]) =>
    p._def.meta?.rest
      ? [
          {
            path: p._def.meta.rest.path,
            procedure,
            rest: p._def.meta.rest,
            hasInput: p._def.inputs.length > 0,
          },
        ]
      : [],
  );
}

function resolveProcedure(caller: ReturnType<typeof createCaller>, path: string): Procedure {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return fn as Procedure;
}

export function errorBody(error: TRPCError): ErrorBody {
  const zod = error.cause instanceof ZodError ? error.cause : null;
  if (!zod) return { message: error.message, code: error.code };
  return {
    message: zod.issues[0]?.message ?? 'Invalid input',
    code: 'BAD_REQUEST',
    fieldErrors: fieldErrorsOf(zod.issues),
  };
}

/**
 * Merges the path, the query string (reads only) and the JSON body into one input. A mutation takes
 * nothing from the query string: addresses end up in logs, histories and Referer headers, and a
 * password there would too.
 */
function inputOf(req: FastifyRequest): Record<string, unknown> | undefined {
  const query = req.query as Record<string, unknown>;
  if (req.method !== 'GET' && Object.keys(query).length > 0) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Send the fields as JSON in the request body, not in the address',
    });
  }
  const body = req.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request body must be a JSON object' });
  }
  const merged = {
    ...query,
    ...(body as Record<string, unknown> | undefined),
    ...(req.params as Record<string, unknown>),
  };
  return Object.keys(merged).length ? merged : undefined;
}

export function registerRest(
  app: FastifyInstance,
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Ctx>,
) {
  for (const route of restRoutes()) {
    app.route({
      method: route.rest.method,
      url: route.path,
      handler: async (req, reply) => {
        try {
          const ctx = await createContext(req, reply);
          const call = resolveProcedure(createCaller(ctx), route.procedure);
          const input = inputOf(req);
          const result = await call(route.hasInput ? input : undefined);
          reply.code(route.rest.status ?? 200);
          return result ?? null;
        } catch (cause) {
          const error =
            cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
          const status = getHTTPStatusCodeFromError(error);
          if (status >= 500) {
            req.log.error({ err: error.cause ?? error }, 'procedure failed');
            return reply.code(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
          }
          return reply.code(status).send(errorBody(error));
        }
      },
    });
  }
}
