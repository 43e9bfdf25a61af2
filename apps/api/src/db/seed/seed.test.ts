// The demo catalogue's suppliers (docs/decisions/027-purchase-orders.md), as `npm start` and the tests' demo
// template load them: each demo supplier ships the whole of its category, under its own SKUs, at 60% of the price.
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
