import {
  type AppRouter,
  appRouter,
  createCaller,
  type ErrorBody,
  fieldErrorsOf,
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

/** Merges the path, the query string and the JSON body into one input, like the spec's calls send them. */
function inputOf(req: FastifyRequest): Record<string, unknown> | undefined {
  const body = req.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request body must be a JSON object' });
  }
  const merged = {
    ...(req.query as Record<string, unknown>),
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
          const result = await call(route.hasInput ? inputOf(req) : undefined);
          reply.code(route.rest.status ?? 200);
          return result ?? null;
        } catch (cause) {
          const error =
            cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
          const status = getHTTPStatusCodeFromError(error);
          if (status >= 500) {
            req.log.error({ err: error.cause ?? error }, 'procedure failed');
            return reply.code(500).send({ message: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' });
          }
          return reply.code(status).send(errorBody(error));
        }
      },
    });
  }
}
