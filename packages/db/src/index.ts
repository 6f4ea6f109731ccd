export { type CreateDbOptions, createDb, type Db, type DbHandle, type Schema } from './client.ts';
export * from './schema/index.ts';
export { BODY_MAP_GROUPS } from './seed.ts';
