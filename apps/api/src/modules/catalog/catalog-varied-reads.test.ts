// The derived structures behind reads that miss the cache (migration 0022, docs/decisions/026-catalogue-varied-traffic.md): per-price counts,
// listing pages found in the index, search leaders, the narrow search table and the typo neighbourhood. Each is
// compared with the plain query it replaces, before and after the catalogue changes.
import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { randomSource } from '../../db/seed/generate-products.ts';
import { seedCatalog } from '../../db/seed/seed.ts';
import { deletions, searchProducts } from './catalog.repository.ts';

const t = useTestApp({ template: 'empty' });
beforeAll(async () => {
  await seedCatalog(t.db, 600);
});

async function page(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { products: { _id: string }[]; total: number; pages: number };
}

/** What the listing must answer, by the obvious query over products. */
async function reference(where: RawBuilder<unknown>, offset: number, limit: number) {
  const { rows } = await sql<{ id: string }>`
    select id from products where archived_at is null and ${where}
    order by created_at desc, id desc offset ${offset} limit ${limit}`.execute(t.db);
  const { rows: count } = await sql<{ n: number }>`
    select count(*)::int as n from products where archived_at is null and ${where}`.execute(t.db);
  return { ids: rows.map((row) => row.id), total: count[0]?.n ?? -1 };
}

/** The search before migration 0022: every term measured against the word, every matching product sorted. */
async function referenceSearch(words: string[]) {
  const matches = words.map(
    (word) => sql`search_terms && array(
      select term from search_terms
      where term like ${`${word}%`}
         or (${word.length >= 4} and levenshtein_less_equal(term, ${word}, 1) <= 1))`,
  );
  const { rows } = await sql<{ id: string }>`
    select id from products where archived_at is null and ${sql.join(matches, sql` and `)}
    order by lower(name), id limit 8`.execute(t.db);
  return rows.map((row) => row.id);
}

async function someFilters(count: number) {
  const random = randomSource(11);
  const { rows: facets } = await sql<{ category: string; brand: string; sub_category: string }>`
    select distinct category, brand, sub_category from products order by 1, 2, 3`.execute(t.db);
  const cases: { query: string; where: RawBuilder<unknown>; page: number }[] = [];
  for (let i = 0; i < count; i++) {
    const facet = facets[Math.floor(random.next() * facets.length)];
    if (!facet) break;
    const params = new URLSearchParams({ category: facet.category });
    const conditions = [sql`category = ${facet.category}`];
    if (i % 3 !== 0) {
      params.append('brand', facet.brand);
      const other = facets.find((f) => f.category === facet.category && f.brand !== facet.brand);
      if (other && i % 3 === 2) params.append('brand', other.brand);
      conditions.push(sql`brand in (${sql.join([...new Set(params.getAll('brand'))])})`);
    }
    if (i % 4 === 1) {
      params.set('subCategory', facet.sub_category.toLowerCase());
      conditions.push(sql`lower(sub_category) = ${facet.sub_category.toLowerCase()}`);
    }
    const min = random.int(0, 3000);
    const max = min + random.int(0, 6000);
    params.set('minPrice', String(min));
    params.set('maxPrice', String(max));
    conditions.push(sql`display_price between ${min * 100} and ${max * 100}`);
    const pageNumber = random.int(1, 4);
    params.set('page', String(pageNumber));
    cases.push({ query: params.toString(), where: sql.join(conditions, sql` and `), page: pageNumber });
  }
  return cases;
}

async function expectListingsMatch() {
  for (const { query, where, page: pageNumber } of await someFilters(40)) {
    const answer = await page(query);
    const expected = await reference(where, (pageNumber - 1) * 12, 12);
    expect({ query, ids: answer.products.map((p) => p._id), total: answer.total }).toEqual({
      query,
      ...expected,
    });
  }
}

const WORDS = [
  ['kitch'],
  ['kitchn'],
  ['serum'],
  ['serun'],
  ['lumiere', 'ser'],
  ['plus'],
  ['mug'],
  ['fragrant'],
];

async function expectSearchesMatch() {
  for (const words of WORDS) {
    const found = (await searchProducts(t.db, words, 8)).map((row) => row.id);
    expect({ words, found }).toEqual({ words, found: await referenceSearch(words) });
  }
}

describe('catalogue reads that miss the cache', () => {
  it('count exactly with price bounds, brands and subcategories, on every page', async () => {
    await expectListingsMatch();
  });

  it('serve any page of a category, the last and past the last, as the plain query does', async () => {
    const where = sql`category = 'Kitchen'`;
    const { total } = await reference(where, 0, 1);
    const pages = Math.ceil(total / 12);
    for (const pageNumber of [1, 2, Math.ceil(pages / 2), pages, pages + 1]) {
      const answer = await page(`category=Kitchen&page=${pageNumber}`);
      const expected = await reference(where, (pageNumber - 1) * 12, 12);
      expect(answer.products.map((p) => p._id)).toEqual(expected.ids);
      expect(answer.total).toBe(total);
    }
  });

  it("work out a word's deletions as the SQL function that fills the neighbourhood does", async () => {
    for (const word of ['kitchn', 'aab', 'serum', 'zz']) {
      const { rows } = await sql<{ v: string }>`select search_term_deletions(${word}) as v`.execute(t.db);
      expect(deletions(word).sort()).toEqual(rows.map((row) => row.v).sort());
    }
  });

  it('find typos through the neighbourhood and rank alphabetically, as the scan of every term did', async () => {
    await expectSearchesMatch();
    const typo = await t.app.inject({ method: 'GET', url: '/api/products/search?query=kitchn' });
    expect(typo.json().suggestions.length).toBeGreaterThan(0);
  });

  it('stay exact after price changes, archiving, renaming, deleting and inserting', async () => {
    const { rows } = await sql<{ id: string }>`
      select id from search_term_leaders where term in ('kitchen', 'serum', 'plus') order by id`.execute(
      t.db,
    );
    const leaders = rows.map((row) => row.id);
    const [archived = '', renamed = '', deleted = '', repriced = ''] = leaders;
    await sql`update products set archived_at = now() where id = ${archived}`.execute(t.db);
    await sql`update products set name = 'Zzz Renamed Thing' where id = ${renamed}`.execute(t.db);
    await sql`delete from products where id = ${deleted}`.execute(t.db);
    await sql`update products set display_price = display_price + 12300 where id = ${repriced}`.execute(t.db);
    await sql`update products set display_price = 100 where id in (
      select id from products where category = 'Kitchen' order by id limit 20)`.execute(t.db);
    await sql`
      insert into products (id, name, category, sub_category, brand, count_in_stock, base_price, display_price,
        original_price)
      values ('ffffffffffffffffffffff01', 'Aaa Kitchen Serum Plus', 'Kitchen', 'Cookware', 'Chefora', 5, 100, 100,
        100)`.execute(t.db);
    await expectListingsMatch();
    await expectSearchesMatch();

    const shown = await t.app.inject({ method: 'GET', url: '/api/products/search?query=kitchen' });
    const ids = shown.json().suggestions.map((s: { _id: string }) => s._id);
    expect(ids).toContain('ffffffffffffffffffffff01');
    expect(ids).not.toContain(archived);
    await sql`update products set archived_at = null where id = ${archived}`.execute(t.db);
    await expectSearchesMatch();
    await expectListingsMatch();
  });
});
