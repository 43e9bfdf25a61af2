// Logical backups of the shop's database without pg_dump (docs/reliability.md): the embedded cluster ships no client tools,
// and a pg_dump older than the server refuses to run. A backup is a gzipped text file: a JSON header naming the
// schema's migration, one `table<TAB>row-as-JSON` line per row (parents before children), and a JSON trailer with
// the row counts, so a cut-off file is refused. Every table is read in one repeatable-read snapshot, so a backup
// taken while shoppers order is consistent (an order never without its lines).

import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import type { Db } from './database.ts';
import { latestMigration, type MigrationSettings, migrateTo, migrateToLatest } from './migrate.ts';

const FORMAT = 'shop-backup';
const BATCH = 500;

interface Header {
  format: typeof FORMAT;
  version: 1;
  migration: string;
  createdAt: string;
}

export interface BackupSummary {
  migration: string;
  rows: Record<string, number>;
}

// biome-ignore lint/suspicious/noExplicitAny: catalogue queries below run on any schema, not the typed one.
type AnyDb = Kysely<any>;

/** The shop's tables (not Kysely's bookkeeping), each after every table it references. */
async function tablesInDependencyOrder(db: AnyDb): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = 'public' and tablename not like 'kysely\\_%' order by tablename`.execute(db);
  const edges = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`.execute(db);
  const ordered: string[] = [];
  const pending = new Set(tables.rows.map((row) => row.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.rows.every((edge) => edge.child !== table || !pending.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error(`circular foreign keys among ${[...pending].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function appliedMigration(db: AnyDb): Promise<string> {
  const row = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  const name = row.rows[0]?.name;
  if (!name) throw new Error('the database has no migrations applied: nothing to back up');
  return name;
}

/** Writes a backup of every table to `file`. */
export async function backupDatabase(db: Db, file: string): Promise<BackupSummary> {
  const rows: Record<string, number> = {};
  let migration = '';
  await db.connection().execute(async (connection) => {
    await sql`begin isolation level repeatable read read only`.execute(connection);
    try {
      // One pipeline from the rows to the file: a write that fails (a full disk, a folder in the way) stops the
      // reading and rejects this one awaited promise, never a second promise nothing awaits yet (issue 50).
      await pipeline(
        async function* lines() {
          migration = await appliedMigration(connection);
          const header: Header = {
            format: FORMAT,
            version: 1,
            migration,
            createdAt: new Date().toISOString(),
          };
          yield `${JSON.stringify(header)}\n`;
          for (const table of await tablesInDependencyOrder(connection)) {
            rows[table] = 0;
            // A cursor keeps memory flat however large the table.
            await sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.table(table)} t`.execute(
              connection,
            );
            for (;;) {
              const batch = await sql<{
                line: string;
              }>`fetch ${sql.raw(String(BATCH))} from backup_rows`.execute(connection);
              if (batch.rows.length > 0) yield batch.rows.map(({ line }) => `${table}\t${line}\n`).join('');
              rows[table] += batch.rows.length;
              if (batch.rows.length < BATCH) break;
            }
            await sql`close backup_rows`.execute(connection);
          }
          yield `${JSON.stringify({ end: true, rows })}\n`;
        },
        createGzip(),
        createWriteStream(file, { mode: 0o600 }),
      );
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
  return { migration, rows };
}

async function* backupLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield line;
}

/**
 * Replaces everything in the database with the backup: the schema is rebuilt at the backup's migration, the rows
 * are loaded in one transaction, then the schema is migrated to this release's latest. Stop every server first.
 */
export async function restoreDatabase(
  db: Db,
  file: string,
  settings?: MigrationSettings,
): Promise<BackupSummary> {
  const lines = backupLines(file);
  const first = await lines.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Header);
  if (header?.format !== FORMAT || header.version !== 1) throw new Error(`${file} is not a shop backup`);
  if (header.migration > latestMigration()) {
    throw new Error(
      `the backup was made by a newer release (schema ${header.migration}): restore it with that release`,
    );
  }
  await sql`drop schema public cascade`.execute(db);
  // The job queue's schema is rebuilt by its migration (0023) too: queued jobs are not part of a backup
  // (docs/deploy.md "Backups").
  await sql`drop schema if exists pgboss cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await migrateTo(db, header.migration);

  const rows: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // The migrations' own seed rows (if any) give way to the backup's.
    const tables = await tablesInDependencyOrder(trx);
    // Derived tables (search terms, facets) are kept by triggers; the backup already holds their rows as they were.
    // Off before the truncate too: a truncate trigger emptying a derived table listed in the same statement fails.
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(
      trx,
    );
    const columns = new Map<string, string[]>();
    for (const table of tables) {
      // Generated columns are computed again from the others; identity columns keep their backed-up values.
      const found = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`.execute(trx);
      columns.set(
        table,
        found.rows.map((row) => row.name),
      );
    }
    let batch: string[] = [];
    let batchTable = '';
    const flush = async () => {
      if (batch.length === 0) return;
      const names = sql.join((columns.get(batchTable) ?? []).map((name) => sql.ref(name)));
      await sql`insert into ${sql.table(batchTable)} (${names}) overriding system value
        select ${names} from json_populate_recordset(null::${sql.table(batchTable)}, ${`[${batch.join(',')}]`}::json)`.execute(
        trx,
      );
      rows[batchTable] = (rows[batchTable] ?? 0) + batch.length;
      batch = [];
    };
    let trailer: { end?: boolean; rows?: Record<string, number> } | undefined;
    for await (const line of lines) {
      const tab = line.indexOf('\t');
      if (tab < 0) {
        trailer = JSON.parse(line) as typeof trailer;
        break;
      }
      const table = line.slice(0, tab);
      if (!columns.has(table)) throw new Error(`the backup holds rows of an unknown table ${table}`);
      if (table !== batchTable || batch.length >= BATCH) {
        await flush();
        batchTable = table;
      }
      batch.push(line.slice(tab + 1));
    }
    await flush();
    if (!trailer?.end) throw new Error(`${file} is cut off: nothing was restored`);
    for (const [table, count] of Object.entries(trailer.rows ?? {})) {
      if ((rows[table] ?? 0) !== count)
        throw new Error(`${table}: ${rows[table] ?? 0} rows read, ${count} backed up`);
    }
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    // Identity columns go on after the highest restored id.
    const identities = await sql<{ table: string; column: string }>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_identity = 'YES'`.execute(trx);
    for (const { table, column } of identities.rows) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
        coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
  });
  // A backup made before a migration gets it now: orders of one made before 0031 are numbered with today's prefix.
  await migrateToLatest(db, settings);
  return { migration: header.migration, rows };
}
