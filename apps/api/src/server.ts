import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Coach } from '@coach/ai';
import {
  appRouter,
  type CoachSettings,
  createAppCoach,
  INTERNAL_MESSAGE,
  type LimitStore,
  MAX_BATCH_SIZE,
  PgLimitStore,
} from '@coach/api-contract';
import type { Db } from '@coach/db';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { contextFromRequest, syncSessionHint } from './context.ts';
import { openApiDocument } from './openapi.ts';
import { createRedisLimitStore } from './redis-limits.ts';
import { registerRest } from './rest.ts';
import {
  type GuardConfig,
  helmetOptions,
  inlineScriptHashes,
  registerNoStore,
  registerRequestGuard,
  withoutQuery,
} from './security.ts';

export interface ServerConfig {
  db: Db;
  /** folder of the built web app; skipped when missing */
  webDist?: string;
  production?: boolean;
  trustProxy?: boolean;
  logger?: boolean;
  /** where log lines go (default stdout); tests read them */
  logStream?: { write(line: string): void };
  /** attempt counters; by default in the database, or in Redis when redisUrl is set */
  limiter?: LimitStore;
  redisUrl?: string | undefined;
  /** origins the browser shows besides the request's own, e.g. behind a TLS-terminating proxy */
  publicOrigins?: string[];
  /** the coach; by default the app coach with these settings, its daily limit in `limiter` */
  coach?: Coach;
  coachSettings?: CoachSettings;
}

/** Body limit for every call: the largest legitimate payload (a program draft) is far below it. */
const BODY_LIMIT = 256 * 1024;

/** The API and the web app on one Fastify instance, not listening: tests use inject or port 0. */
export async function createServer(config: ServerConfig) {
  const app = Fastify({
    logger: config.logger
      ? {
          level: 'info',
          ...(config.logStream ? { stream: config.logStream } : {}),
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: withoutQuery(req.url),
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { maxParamLength: 500 },
  });
  const redis = !config.limiter && config.redisUrl ? createRedisLimitStore(config.redisUrl) : null;
  const limiter = config.limiter ?? redis ?? new PgLimitStore(config.db);
  if (redis) app.addHook('onClose', () => redis.close());
  const deps = {
    db: config.db,
    limiter,
    cookies: { secure: config.production ?? false },
    coach: config.coach ?? createAppCoach(config.db, { ...config.coachSettings, limits: limiter }),
  };
  const createContext = (req: FastifyRequest, reply: FastifyReply) => contextFromRequest(deps, req, reply);

  const index = config.webDist ? join(config.webDist, 'index.html') : null;
  const scriptHashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  await app.register(fastifyHelmet, helmetOptions(config.production ?? false, scriptHashes));
  await app.register(fastifyCookie);
  registerRequestGuard(app, { bodyLimit: BODY_LIMIT, publicOrigins: config.publicOrigins });
  registerNoStore(app);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL_SERVER_ERROR' });
    }
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON'
        : status === 413
          ? 'The request is too large'
          : error.message;
    return reply.code(status).send({ message, code });
  });

  app.get('/api/health', async (_req, reply) => {
    await config.db.query.muscleGroups.findFirst();
    return reply.send({ status: 'ok' });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createContext(req, res),
      onError: ({ error, req }: { error: { code: string; cause?: unknown }; req: FastifyRequest }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error }, 'trpc failed');
      },
    },
  });

  registerRest(app, createContext);
  const openapi = openApiDocument();
  app.get('/api/openapi.json', async () => openapi);

  // The spec's fallback sign-out path: end the session, then go home. A GET that changes state, so
  // the guard treats it as a mutation: a link on another site cannot sign the member out.
  const sameSiteOnly: GuardConfig = { sameSiteOnly: true };
  app.get('/api/logout', { config: sameSiteOnly }, async (req, reply) => {
    const ctx = await createContext(req, reply);
    await appRouter.createCaller(ctx).auth.logout();
    return reply.redirect('/');
  });

  if (config.webDist && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed names under /assets/ never change; index.html, sw.js and the manifest must revalidate.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  // Every page the app serves (index.html under any route) carries a session hint true to the cookie.
  app.addHook('onRequest', async (req, reply) => {
    if (isPageRequest(req)) syncSessionHint(req, reply, deps.cookies);
  });

  app.setNotFoundHandler((req, reply) => {
    if (isPageRequest(req) && index && existsSync(index)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });

  return app;
}

/** A GET (or HEAD) for an app screen (served index.html), not the API, a file or an asset. */
function isPageRequest(req: FastifyRequest) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = safeDecode(req.url.split('?')[0] ?? '');
  if (path === '/index.html') return true;
  return !path.startsWith('/api/') && !path.startsWith('/trpc/') && !/\.[a-z0-9]+$/i.test(path);
}

function safeDecode(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
