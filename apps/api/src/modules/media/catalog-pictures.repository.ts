// The catalogue's own picture names, for deciding which pictures may be rendered (docs/decisions/018).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The catalogue's version (migration 0011): text, as a bigint does not fit a JS number forever. */
export async function catalogVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('catalog_version')
    .select(sql<string>`version::text`.as('version'))
    .executeTakeFirst();
  if (!row) throw new Error('catalog_version has no row');
  return row.version;
}

/**
 * Every `/media/catalog/…` URL a product (archived ones included), a banner or an order line names, each once,
 * and the catalogue version they are current for: one statement, so the two agree.
 */
export async function cataloguePictureUrls(db: Db): Promise<{ version: string; urls: string[] }> {
  const { rows } = await sql<{ version: string; urls: string[] }>`
    select (select version::text from catalog_version) as version,
      array(
        select url from products, unnest(images) as url where url like '/media/catalog/%'
        union select image from banners where image like '/media/catalog/%'
        union select image from order_items where image like '/media/catalog/%'
      ) as urls`.execute(db);
  const first = rows[0];
  if (!first) throw new Error('catalog_version has no row');
  return first;
}
