import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * One database type for both drivers. PGlite's drizzle instance has the same query API; it is
 * typed as the postgres.js one so services are written once.
 */
export type Db = PostgresJsDatabase<Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the server's URL (postgres only): a second pool on the same database, as another process has */
  url?: string;
  close: () => Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when absent an embedded PGlite is used */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' for an in-memory database */
  dataDir?: string | undefined;
  /** apply the committed migrations (default true) */
  migrate?: boolean;
  /** postgres.js pool size */
  maxConnections?: number;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    if (shouldMigrate) await migratePostgres(db, { migrationsFolder });
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = options.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the history search's trigram indexes (PostgreSQL servers ship it in contrib).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pglite = drizzlePglite(client, { schema, casing: 'snake_case' });
  if (shouldMigrate) await migratePglite(pglite, { migrationsFolder });
  // PGlite has no autovacuum daemon, so its planner statistics would stay empty and every plan would
  // guess. Refresh them at start-up (fast: it samples). In-memory test databases start empty anyway.
  if (!dataDir.startsWith('memory://')) await client.exec('ANALYZE');
  return { db: pglite as unknown as Db, kind: 'pglite', close: () => client.close() };
}
