// The per-facet counts behind the category page's totals and filter lists follow every catalogue change.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { countProducts } from '../../../test/catalog-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedCatalog } from '../../db/seed/seed.ts';

const t = useTestApp({ template: 'empty' });
beforeAll(async () => {
  await seedCatalog(t.db, 40);
});

/** The total of the paged answer (docs/decisions/022: with `page` the envelope, which carries it). */
async function listTotal(query: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?page=1&${query}` });
  return response.json().total;
}

describe('catalogue facets', () => {
  it('count what a real count of the products gives, for every filter combination', async () => {
    expect(await listTotal('')).toBe(await countProducts(t, sql`true`));
    expect(await listTotal('category=Kitchen')).toBe(await countProducts(t, sql`category = 'Kitchen'`));
    const { rows } = await sql<{ brand: string; sub_category: string }>`
      select brand, sub_category from products where category = 'Kitchen' limit 1`.execute(t.db);
    const { brand = '', sub_category: sub = '' } = rows[0] ?? {};
    expect(await listTotal(`category=Kitchen&brand=${encodeURIComponent(brand)}`)).toBe(
      await countProducts(t, sql`category = 'Kitchen' and brand = ${brand}`),
    );
    expect(
      await listTotal(
        `category=Kitchen&subCategory=${encodeURIComponent(sub.toUpperCase())}&brand=${encodeURIComponent(brand)}`,
      ),
    ).toBe(await countProducts(t, sql`category = 'Kitchen' and sub_category = ${sub} and brand = ${brand}`));
  });

  it('follow a product moving to another brand and subcategory, and a product being deleted', async () => {
    const { rows } = await sql<{
      id: string;
    }>`select id from products where category = 'Kitchen' order by id limit 1`.execute(t.db);
    const id = rows[0]?.id ?? '';
    await sql`update products set brand = 'Brand New Co', sub_category = 'Gadgets' where id = ${id}`.execute(
      t.db,
    );
    const filters = (
      await t.app.inject({ method: 'GET', url: '/api/products/filters?category=Kitchen' })
    ).json();
    expect(filters.brands).toContainEqual({ category: 'Kitchen', brand: 'Brand New Co' });
    expect(filters.subCategories).toContainEqual({ category: 'Kitchen', subCategory: 'Gadgets' });
    expect(await listTotal('category=Kitchen&brand=Brand%20New%20Co')).toBe(1);

    await sql`delete from products where id = ${id}`.execute(t.db);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/products/filters?category=Kitchen' })
    ).json();
    expect(after.brands).not.toContainEqual({ category: 'Kitchen', brand: 'Brand New Co' });
    expect(await listTotal('category=Kitchen')).toBe(await countProducts(t, sql`category = 'Kitchen'`));
  });

  it('leave the facets alone when only stock changes', async () => {
    const before = await sql`select * from catalog_facets order by 1, 2, 3`.execute(t.db);
    await sql`update products set count_in_stock = count_in_stock + 1`.execute(t.db);
    const after = await sql`select * from catalog_facets order by 1, 2, 3`.execute(t.db);
    expect(after.rows).toEqual(before.rows);
  });

  it('make a renamed product findable by its new name', async () => {
    const { rows } = await sql<{ id: string }>`select id from products order by id limit 1`.execute(t.db);
    await sql`update products set name = 'Zyxomatic Juicer' where id = ${rows[0]?.id ?? ''}`.execute(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/products/search?query=zyxomatc' });
    expect(response.json().suggestions.map((s: { display: string }) => s.display)).toEqual([
      'Zyxomatic Juicer',
    ]);
  });
});
