import type { Schema } from '@coach/db';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js';

/** The database or a transaction on it: services run the same queries inside and outside one. */
export type Executor = PgDatabase<PostgresJsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
