// The demo catalogue's suppliers (docs/decisions/027-purchase-orders.md), as `npm start` and the tests' demo
// template load them: each demo supplier ships the whole of its category, under its own SKUs, at 60% of the price;
// and its variants (docs/decisions/037-variants.md), whose stock the products' own counts add up.
import { variantKey } from '@shop/shared/variants';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_SUPPLIERS } from './seed.ts';

const t = useTestApp({ template: 'demo' });

it('gives each demo supplier every product of its category, its SKU and a cost of 60% of the price, and no other', async () => {
  const { rows } = await sql<{
    category: string;
    supplier_id: string | null;
    products: number;
    wrong_sku: number;
    wrong_cost: number;
  }>`
    select category, supplier_id, count(*)::int as products,
      count(*) filter (where supplier_sku is distinct from
        (case supplier_id when ${DEMO_SUPPLIERS.sandbox.id} then 'SBX-' when ${DEMO_SUPPLIERS.mailOnly.id} then 'PEN-' end)
        || upper(substr(id, 1, 8)))::int as wrong_sku,
      count(*) filter (where cost_price is distinct from
        case when supplier_id is not null then floor(display_price * 0.6)::int end)::int as wrong_cost
    from products group by category, supplier_id order by category, supplier_id`.execute(t.db);

  const supplied = rows.filter((row) => row.supplier_id !== null);
  expect(supplied.map((row) => [row.category, row.supplier_id])).toEqual(
    [
      [DEMO_SUPPLIERS.sandbox.category, DEMO_SUPPLIERS.sandbox.id],
      [DEMO_SUPPLIERS.mailOnly.category, DEMO_SUPPLIERS.mailOnly.id],
    ].sort(),
  );
  for (const row of supplied) {
    expect(row.products).toBeGreaterThan(0);
    expect(row).toMatchObject({ wrong_sku: 0, wrong_cost: 0 });
  }
  // Neither supplied category has a product left without its supplier.
  const unsupplied = rows.filter((row) => row.supplier_id === null).map((row) => row.category);
  expect(unsupplied).not.toContain(DEMO_SUPPLIERS.sandbox.category);
  expect(unsupplied).not.toContain(DEMO_SUPPLIERS.mailOnly.category);
  expect(rows.filter((row) => row.supplier_id === null).every((row) => row.wrong_cost === 0)).toBe(true);
});

it("keeps each demo product's stock the sum of its variants, each keyed as the cart keys its selection", async () => {
  const { rows } = await sql<{ products: number; wrong_sum: number; variants: number }>`
    select count(distinct p.id)::int as products, count(*)::int as variants,
      count(distinct p.id) filter (where p.count_in_stock <> (
        select sum(w.count_in_stock) from product_variants w where w.product_id = p.id))::int as wrong_sum
    from products p join product_variants v on v.product_id = p.id`.execute(t.db);
  expect(rows[0]?.products).toBeGreaterThan(50);
  expect(rows[0]?.wrong_sum).toBe(0);
  const variants = await t.db.selectFrom('product_variants').select(['key', 'options']).execute();
  for (const variant of variants) expect(variant.key).toBe(variantKey(variant.options));
});
