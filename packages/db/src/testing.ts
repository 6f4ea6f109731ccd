import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type DbHandle } from './client.ts';
import { dbEnv } from './env.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database on that server (dropped on close) so files never see each other's rows.
 */
export async function createTestDb(databaseUrl = dbEnv.databaseUrl): Promise<DbHandle> {
  if (!databaseUrl) return createDb({ dataDir: 'memory://' });
  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), maxConnections: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
