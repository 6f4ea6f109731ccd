import { createDb } from '@coach/db';
import { parseEnv } from './env.ts';
import { createServer } from './server.ts';

const started = performance.now();
const env = parseEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const app = await createServer({
  db: handle.db,
  webDist: env.WEB_DIST,
  production: env.NODE_ENV === 'production',
  trustProxy: env.TRUST_PROXY,
  logger: env.NODE_ENV !== 'test',
  redisUrl: env.REDIS_URL,
  publicOrigins: env.PUBLIC_ORIGIN ? [env.PUBLIC_ORIGIN] : [],
  coachSettings: {
    anthropicApiKey: env.ANTHROPIC_API_KEY,
    model: env.AI_MODEL,
    fastModel: env.AI_FAST_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    dailyLimit: env.AI_DAILY_LIMIT,
  },
});

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: env.PORT, host: env.HOST });
const where = handle.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL';
const limits = env.REDIS_URL ? 'limits in Redis' : 'limits in the database';
const coach = env.ANTHROPIC_API_KEY ? `Claude (${env.AI_MODEL})` : 'offline coach';
app.log.info(
  `ready in ${Math.round(performance.now() - started)} ms on http://localhost:${env.PORT} (${where}, ${coach}, ${limits})`,
);
