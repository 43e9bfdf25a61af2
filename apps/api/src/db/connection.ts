// Opens the Kysely connection pool for a PostgreSQL URL.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database.ts';

// bigint counts (count(*)) arrive as strings by default; they always fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDb(connectionString: string, maxConnections = 10): Db {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection can be cut (database restart, failover): the pool drops it and opens a new one on the
  // next query. Without this listener the error would crash the whole process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
