// Holds the API's layers (ARCHITECTURE.md, docs/decisions/README.md): routes speak HTTP and call services;
// services hold the rules and may open a transaction (the unit of work); only repositories (`*.repository.ts`)
// and `db/` write SQL or build queries, and repositories call no service. Like apps/web/src/architecture.test.ts for the web app's imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** What only a repository may do: build or write a query, or use Kysely's values (not just its types). */
const QUERY_WORK: readonly [string, RegExp][] = [
  ['a SQL template', /\bsql\s*(<[^>]*>)?\s*`/],
  ['a SQL helper', /\bsql\.(raw|lit|join|id|table|ref|val)\(/],
  ['a query', /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/],
  ['a Kysely import', /^import\s+(?!type\b)[^;]*from\s+'kysely'/m],
];

/**
 * The roles a file under `modules/` may have, by the suffix before `.ts` (README.md, "Layout"). A file without
 * one does not say which layer it is, so the layer rules above cannot hold it.
 */
export const ROLE_SUFFIXES = [
  '.routes', // HTTP: schemas in, one service call, answer out
  '.service', // the rules; may open a transaction
  '.repository', // SQL, row types; takes `db` or a transaction
  '.shapes', // stored records to API shapes and back, no I/O
  '.schemas', // zod shapes of what an outside party posts (not the browser's: those are packages/shared)
  '.mails', // the mails a module sends
  '.guard', // request guards
  '.deps', // what a module's services are handed, built once by app.ts
  '.lib', // the module's own helpers: neither HTTP nor SQL
  '.worker', // a script the module runs in a process of its own
] as const;

/** Why a file under modules/ breaks the naming rule (empty when it does not). */
export function roleOffences(file: string): string[] {
  const parts = file.split(path.sep);
  if (parts[0] !== 'modules' || !file.endsWith('.ts') || file.endsWith('.test.ts')) return [];
  const stem = file.slice(0, -'.ts'.length);
  if (ROLE_SUFFIXES.some((suffix) => stem.endsWith(suffix))) return [];
  return [`${file}: no role suffix (one of ${ROLE_SUFFIXES.join(', ')})`];
}

/** The rules a file breaks, by its path (relative to src) and text. */
export function layerOffences(file: string, text: string): string[] {
  const offences: string[] = [];
  const repository = file.endsWith('.repository.ts') || file.split(path.sep)[0] === 'db';
  if (!repository) {
    for (const [what, pattern] of QUERY_WORK) {
      if (pattern.test(text)) offences.push(`${file}: ${what} outside a repository`);
    }
  }
  if (file.endsWith('.routes.ts')) {
    for (const match of text.matchAll(/from\s+'([^']+\.repository\.ts)'/g)) {
      offences.push(`${file}: routes import ${match[1]} (call a service)`);
    }
  }
  // Services call repositories, never the other way: a repository that reached for a service would put rules
  // (and their transactions, jobs and mails) under a query.
  if (file.endsWith('.repository.ts')) {
    for (const match of text.matchAll(/from\s+'([^']+\.service\.ts)'/g)) {
      offences.push(`${file}: a repository imports ${match[1]} (services call repositories)`);
    }
  }
  return offences;
}

describe('API layers', () => {
  it('keeps SQL in repositories and routes away from them', () => {
    const offences = sourceFiles(src).flatMap((full) =>
      layerOffences(path.relative(src, full), readFileSync(full, 'utf8')),
    );
    expect(offences).toEqual([]);
  });

  it('names every module file by its role', () => {
    expect(sourceFiles(src).flatMap((full) => roleOffences(path.relative(src, full)))).toEqual([]);
  });

  it('sees a file without a role', () => {
    // Guards the naming check itself.
    expect(roleOffences(path.join('modules', 'x', 'x-helpers.ts'))).toHaveLength(1);
    expect(roleOffences(path.join('modules', 'x', 'x.services.ts'))).toHaveLength(1);
    expect(roleOffences(path.join('modules', 'x', 'x.service.ts'))).toEqual([]);
    expect(roleOffences(path.join('modules', 'x', 'x-dates.lib.ts'))).toEqual([]);
    expect(roleOffences(path.join('modules', 'x', 'x-helpers.test.ts'))).toEqual([]);
    expect(roleOffences(path.join('lib', 'x-helpers.ts'))).toEqual([]);
  });

  it('sees a planted violation of each rule', () => {
    // Guards the scanner itself: each of these must be reported.
    expect(
      layerOffences('modules/x/x.service.ts', 'const rows = await sql`select 1`.execute(db);'),
    ).toHaveLength(1);
    expect(
      layerOffences('modules/x/x.service.ts', "await db.selectFrom('products').selectAll()"),
    ).toHaveLength(1);
    expect(layerOffences('modules/x/x.service.ts', "import { sql } from 'kysely';")).toHaveLength(1);
    expect(layerOffences('modules/x/x.routes.ts', "import { find } from './x.repository.ts';")).toHaveLength(
      1,
    );
    expect(
      layerOffences('modules/x/x.repository.ts', "import { rule } from '../y/y.service.ts';"),
    ).toHaveLength(1);
    // …and what is allowed is not.
    expect(layerOffences('modules/x/x.service.ts', "import type { Kysely } from 'kysely';")).toEqual([]);
    expect(
      layerOffences('modules/x/x.service.ts', 'await db.transaction().execute(async (trx) => 1);'),
    ).toEqual([]);
    expect(layerOffences('modules/x/x.repository.ts', "await db.selectFrom('products').selectAll()")).toEqual(
      [],
    );
    expect(layerOffences('db/migrations/0001-x.ts', 'await sql`create table x ()`.execute(db);')).toEqual([]);
  });
});
