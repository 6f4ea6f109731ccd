import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { fieldErrorsOf, statusOf } from './errors.ts';

export interface RestMeta {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify-style path, e.g. `/api/workouts/:id` */
  path: string;
  /** answer status on success (default 200) */
  status?: number;
}
export interface Meta {
  rest?: RestMeta;
}

export const INTERNAL_MESSAGE = 'Something went wrong';

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      // An unexpected error's message is whatever threw: a driver's "Failed query: <sql> params: …".
      // The member gets a generic line; the server logs the cause (the adapter's onError).
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: internal ? INTERNAL_MESSAGE : shape.message,
        data: {
          ...shape.data,
          httpStatus: statusOf(error.code),
          fieldErrors: zod ? fieldErrorsOf(zod.issues) : undefined,
          stack: undefined,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Input errors answer the first rule broken, in the spec's order and words, on every transport
 * (tRPC, REST and createCaller alike) instead of zod's JSON dump.
 */
const firstIssueMessage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ZodError) {
    result.error.message = result.error.cause.issues[0]?.message ?? 'Invalid input';
  }
  return result;
});

/** PostgreSQL text cannot hold NUL; refuse it up front rather than fail in the database. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  if (hasNul(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Text cannot contain null characters' });
  }
  return next();
});

export const publicProcedure = t.procedure.use(firstIssueMessage).use(refuseNul);

/** Signed-in only; narrows ctx.user and ctx.session to non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});
export type ProtectedContext = Context & {
  user: NonNullable<Context['user']>;
  session: NonNullable<Context['session']>;
};

export const notFound = (what = 'Not found') => new TRPCError({ code: 'NOT_FOUND', message: what });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
