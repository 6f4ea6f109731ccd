import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** embedded PGlite folder, used when DATABASE_URL is not set */
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** the built web app served at / */
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** behind a reverse proxy, trust X-Forwarded-For for client addresses (rate limits) */
  TRUST_PROXY: z.stringbool().default(false),
  /** the address members type, when a proxy in front changes scheme or host (https://coach.example) */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, message: 'PUBLIC_ORIGIN must be an http(s) URL' }).optional(),
  /** keep rate limits and the coach's daily limit in Redis instead of PostgreSQL */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('claude-sonnet-5-5'),
  AI_FAST_MODEL: z.string().min(1).default('claude-haiku-5-5'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** provider calls per member per day; past it the offline coach answers */
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).default(200),
  INIT_CWD: z.string().optional(),
});

export type Env = z.output<typeof EnvSchema> & { DATA_DIR: string };

/** Parses the environment once at start-up; a bad setting stops the process with the field errors. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // npm runs workspace scripts inside the workspace: a relative DATA_DIR means the folder npm was
  // started in, and the default is the repository's `.data` for `npm start` and `turbo dev` alike.
  const dataDir = env.DATA_DIR
    ? resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR)
    : resolve(repoRoot, '.data');
  return { ...env, DATA_DIR: dataDir };
}
