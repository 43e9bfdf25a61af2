// GST tax invoices on real PostgreSQL (docs/decisions/029-gst-tax-invoices.md): CGST + SGST within the seller's
// state and IGST between states, figures that add up to what was charged and never change, a refused unknown
// state, and invoice numbers that are unique and gapless under concurrent orders and restart each April; and the
// credit note that reverses an invoice when its order is cancelled or its goods come back.
import { GST_RATES, type GstRate, STATE_MESSAGE } from '@shop/shared/gst';
import type { Order } from '@shop/shared/order.schemas';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { expectShape, orderShape } from '../../../test/contract-shapes.ts';
import {
  cancelOrder,
  codOrder,
  codOrderOf,
  confirmOnline,
  mailsTo,
  oneUnitCodOrder,
  personalInfo,
  placeCod,
  sandboxOf,
  setOrderStatus,
  shippingInfo,
  shopper,
  shoppers,
  stockedProduct,
} from '../../../test/order-helpers.ts';
import { GST_ENV } from '../../../test/shop-settings.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { creditEarlierOrders } from '../../db/migrations/0026-credit-notes.ts';
import { creditOwedOrders } from './order-status.service.ts';
import * as repository from './orders.repository.ts';
import { issueCreditNote, numberInvoice } from './tax-invoices.repository.ts';

const t = useTestApp({ template: 'demo', env: GST_ENV });
const boss = useAdmin(t);

const paise = (rupees: number) => Math.round(rupees * 100);

/** Every line's parts add up to its total, and the totals to what the order charged. */
function expectAddsUp(order: Order) {
  // The contract suite's order shape, extended with the invoice (apps/api/test/contract-shapes.ts).
  expectShape(orderShape, order, 'order with a tax invoice');
  const invoice = order.taxInvoice;
  if (!invoice) throw new Error('no tax invoice');
  let sum = 0;
  for (const line of invoice.lines) {
    expect(paise(line.taxableValue) + paise(line.cgst) + paise(line.sgst) + paise(line.igst)).toBe(
      paise(line.total),
    );
    sum += paise(line.total);
  }
  expect(sum).toBe(paise(order.priceSummary.total));
  const goods = invoice.lines.filter((line) => line.kind === 'goods');
  expect(goods.map((line) => paise(line.total))).toEqual(
    order.orderItems.map((item) => paise(item.price) * item.quantity),
  );
  const shipping = invoice.lines.filter((line) => line.kind === 'shipping');
  expect(shipping.reduce((total, line) => total + paise(line.total), 0)).toBe(
    paise(order.priceSummary.shippingCost),
  );
}

describe('a tax invoice', () => {
  it('splits the tax into CGST and SGST when the order goes to the seller’s state', async () => {
    const who = await shopper(t);
    const kitchen = await stockedProduct(t, 0);
    await t.db
      .updateTable('products')
      .set({ hsn_code: '73239390', gst_rate: 18 })
      .where('id', '=', kitchen.id)
      .execute();
    const order = await codOrder(t, who, [{ product: kitchen.id, quantity: 3 }]);
    const invoice = order.taxInvoice;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/),
      seller: { gstin: '29ABCDE1234F1ZW', stateCode: '29', stateName: 'Karnataka' },
      placeOfSupply: { code: '29', name: 'Karnataka' },
      intraState: true,
    });
    const [line] = invoice?.lines ?? [];
    expect(line).toMatchObject({ kind: 'goods', hsnCode: '73239390', rate: 18, quantity: 3, igst: 0 });
    // The taxable value is the charged amount × 100/118 to the paisa; the halves differ by at most the odd paisa.
    const charged = paise(order.orderItems[0]?.price ?? 0) * 3;
    expect(paise(line?.taxableValue ?? 0)).toBe(Math.round((charged * 100) / 118));
    expect(paise(line?.cgst ?? 0) - paise(line?.sgst ?? 0)).toBeOneOf([0, 1]);
    expectAddsUp(order);

    // The same order read back later has the same figures, even after the rate changed.
    await t.db.updateTable('products').set({ gst_rate: 5 }).where('id', '=', kitchen.id).execute();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: who.headers,
    });
    expect((again.json() as Order).taxInvoice).toEqual(invoice);
    // And the stored figures cannot be rewritten.
    await expect(
      t.db
        .updateTable('order_invoice_lines')
        .set({ gst_rate: 5 })
        .where('order_id', '=', order._id)
        .execute(),
    ).rejects.toThrow(/never changes/);
  });

  it('is all IGST between states, for an online order too, and taxes shipping at the highest rate', async () => {
    const who = await shopper(t);
    const cheap = await stockedProduct(t, 1);
    await t.db
      .updateTable('products')
      .set({
        shipping_cost: 4_900,
        base_price: 9_900,
        discount_price: 0,
        display_price: 9_900,
        original_price: 9_900,
        filters: '[]',
        gst_rate: 12,
        hsn_code: '851762',
      })
      .where('id', '=', cheap.id)
      .execute();
    const process = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: {
        amount: 148,
        personalInfo,
        shippingInfo: { ...shippingInfo, city: 'Pune', state: 'Maharashtra' },
        orderItems: [{ product: cheap.id, quantity: 1, filters: {} }],
      },
    });
    expect(process.statusCode).toBe(200);
    const providerOrder = (process.json() as { order: { id: string } }).order;
    const confirmed = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrder.id));
    expect(confirmed.statusCode).toBe(201);
    const order = (confirmed.json() as { order: Order }).order;
    const invoice = order.taxInvoice;
    expect(invoice).toMatchObject({ placeOfSupply: { code: '27', name: 'Maharashtra' }, intraState: false });
    for (const line of invoice?.lines ?? []) {
      expect(line.cgst + line.sgst).toBe(0);
      expect(paise(line.igst)).toBe(paise(line.total) - paise(line.taxableValue));
    }
    expect(invoice?.lines.map((line) => [line.kind, line.rate, line.hsnCode])).toEqual([
      ['goods', 12, '851762'],
      ['shipping', 12, '9965'],
    ]);
    expect(order.priceSummary.shippingCost).toBe(49);
    expectAddsUp(order);
  });

  it('refuses an address whose state is not one of India’s, before anything is written', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3);
    const response = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      shippingInfo: { ...shippingInfo, state: 'Atlantis' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(STATE_MESSAGE);
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute();
    expect(orders).toEqual([]);
  });
});

describe('random baskets (fast-check)', () => {
  it('store invoices whose paise add up to what was charged, per line and in total', async () => {
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, index) => stockedProduct(t, 10 + index, { stock: 10_000 })),
    );
    const crowd = await shoppers(t, 40);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: products.length - 1 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.constantFrom<GstRate | null>(null, ...GST_RATES), { minLength: 6, maxLength: 6 }),
        fc.constantFrom('Karnataka', 'KA', 'Tamil Nadu', 'Delhi', 'west bengal'),
        async (picks, quantities, rates, state) => {
          for (const [index, product] of products.entries()) {
            await t.db
              .updateTable('products')
              .set({ gst_rate: rates[index] ?? null })
              .where('id', '=', product.id)
              .execute();
          }
          const who = crowd[run++ % crowd.length];
          if (!who) throw new Error('no shopper');
          const response = await placeCod(
            t,
            who,
            picks.map((pick, index) => ({
              product: products[pick]?.id,
              quantity: quantities[index] ?? 1,
              filters: {},
            })),
            { shippingInfo: { ...shippingInfo, state } },
          );
          expect(response.statusCode, response.body).toBe(201);
          const order = (response.json() as { order: Order }).order;
          expect(order.taxInvoice?.intraState).toBe(state === 'Karnataka' || state === 'KA');
          expectAddsUp(order);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('invoice numbers', () => {
  it('are unique and gapless under concurrent orders, some of which fail', async () => {
    const crowd = await shoppers(t, 30);
    const plenty = await stockedProduct(t, 4, { stock: 1000 });
    const scarce = await stockedProduct(t, 5, { stock: 5 });
    const before = await t.db.selectFrom('order_invoices').select('invoice_number').execute();
    const responses = await Promise.all(
      crowd.map((who, index) =>
        placeCod(t, who, [
          { product: plenty.id, quantity: 1, filters: {} },
          ...(index % 2 === 0 ? [{ product: scarce.id, quantity: 1, filters: {} }] : []),
        ]),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    // Five of the fifteen orders that want the scarce product get it; the other ten are refused and roll back.
    expect(created).toHaveLength(20);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(10);
    const rows = await t.db
      .selectFrom('order_invoices')
      .select(['invoice_number', 'financial_year', 'sequence'])
      .orderBy('sequence')
      .execute();
    const years = new Set(rows.map((row) => row.financial_year));
    expect(years.size).toBe(1);
    const sequences = rows.map((row) => row.sequence);
    expect(sequences).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
    expect(rows.length).toBe(before.length + 20);
    // Each answer carries its invoice's number, as stored.
    const stored = new Set(rows.map((row) => row.invoice_number));
    const numbers = created.map((response) => (response.json() as { order: Order }).order.taxInvoice?.number);
    expect(numbers.every((number) => number !== undefined && stored.has(number))).toBe(true);
    expect(new Set(numbers).size).toBe(20);
  });

  it('restart at 1 on 1 April (India time) and continue within a financial year', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 6);
    const seller = t.config.gst;
    if (!seller) throw new Error('the test app has GST settings');
    /** An order written and numbered as if placed at `at` (the clock the numbering is given). */
    const orderAt = (at: string) =>
      repository.inTransaction(t.db, async (trx) => {
        const { id } = await repository.insertOrder(trx, oneUnitCodOrder(who, product, 10_000, seller));
        return (await numberInvoice(trx, id, new Date(at))).number;
      });
    // Years far from today's, so the other tests' orders never share their counter.
    expect(await orderAt('2031-03-31T18:29:59.000Z')).toBe('INV/30-31/000001');
    expect(await orderAt('2031-03-31T18:29:59.999Z')).toBe('INV/30-31/000002');
    // 1 April 2031, 00:00 in Kolkata.
    expect(await orderAt('2031-03-31T18:30:00.000Z')).toBe('INV/31-32/000001');
    expect(await orderAt('2032-01-15T10:00:00.000Z')).toBe('INV/31-32/000002');
    expect(await orderAt('2031-03-01T10:00:00.000Z')).toBe('INV/30-31/000003');
  });
});

describe('credit notes', () => {
  const creditNoteNumber = /^CN\/\d{2}-\d{2}\/\d{6}$/;

  async function creditNotesInYear(year: string) {
    return t.db
      .selectFrom('order_credit_notes')
      .select(['order_id as orderId', 'credit_note_number as number', 'sequence', 'reason'])
      .where('financial_year', '=', year)
      .orderBy('sequence')
      .execute();
  }

  async function adminMove(orderId: string, status: string) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: boss.headers,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function orderOf(who: { headers: Record<string, string> }, id: string): Promise<Order> {
    return (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })
    ).json() as Order;
  }

  it('are issued once, in a gapless series of their own, when orders are cancelled, and credit the invoice in full', async () => {
    const crowd = await shoppers(t, 8);
    const product = await stockedProduct(t, 7, { stock: 100 });
    const orders = await Promise.all(
      crowd.map((who) => codOrder(t, who, [{ product: product.id, quantity: 2 }])),
    );
    const year = orders[0]?.taxInvoice?.financialYear;
    if (!year) throw new Error('the orders have tax invoices');
    const before = await creditNotesInYear(year);
    // Eight shoppers cancel at once; each one's second cancel is refused and issues nothing.
    const cancels = await Promise.all(
      orders.map((order, index) =>
        cancelOrder(t, crowd[index] as (typeof crowd)[number], order._id, 'Changed my mind'),
      ),
    );
    expect(cancels.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    const again = await cancelOrder(t, crowd[0] as (typeof crowd)[number], orders[0]?._id ?? '', 'Again');
    expect(again.statusCode).toBe(409);

    const notes = await creditNotesInYear(year);
    expect(notes.map((note) => note.sequence)).toEqual(
      Array.from({ length: before.length + 8 }, (_, index) => index + 1),
    );
    const cancelled = cancels.map((response) => (response.json() as { order: Order }).order);
    for (const [index, order] of cancelled.entries()) {
      const note = order.taxInvoice?.creditNote;
      expect(note).toMatchObject({
        number: expect.stringMatching(creditNoteNumber),
        reason: 'cancelled',
        financialYear: year,
      });
      expect(notes.filter((row) => row.orderId === order._id)).toEqual([
        expect.objectContaining({ number: note?.number, reason: 'cancelled' }),
      ]);
      // The invoice itself is as it was issued: a credit note reverses it, it does not rewrite it.
      expect({ ...order.taxInvoice, creditNote: null }).toEqual(orders[index]?.taxInvoice);
      expectAddsUp(order);
    }
    // The cancellation mail, written when its job runs after the commit, names it.
    const mail = (await mailsTo(t, crowd[2]?.email ?? '', 2)).find((one) =>
      one.subject.includes('cancelled'),
    );
    expect(mail?.text).toContain(
      `Credit note ${cancelled[2]?.taxInvoice?.creditNote?.number} reverses tax invoice`,
    );
    // The shopper's own view of the order carries it too.
    expect(
      (await orderOf(crowd[1] as (typeof crowd)[number], orders[1]?._id ?? '')).taxInvoice?.creditNote
        ?.number,
    ).toBe(cancelled[1]?.taxInvoice?.creditNote?.number);
    // Issued credit notes never change.
    await expect(
      t.db
        .updateTable('order_credit_notes')
        .set({ reason: 'returned' })
        .where('order_id', '=', orders[0]?._id ?? '')
        .execute(),
    ).rejects.toThrow(/never changes/);
  });

  it('are issued when a delivered order’s goods come back, not before, and not again for its refund', async () => {
    const { who, order } = await codOrderOf(t, 8, { quantity: 1 });
    for (const status of ['shipped', 'out of delivery', 'delivered', 'return accepted']) {
      await adminMove(order._id, status);
    }
    expect((await orderOf(who, order._id)).taxInvoice?.creditNote).toBeNull();
    await adminMove(order._id, 'returned');
    const note = (await orderOf(who, order._id)).taxInvoice?.creditNote;
    expect(note).toMatchObject({ number: expect.stringMatching(creditNoteNumber), reason: 'returned' });
    await adminMove(order._id, 'refund accepted');
    await adminMove(order._id, 'refunded');
    expect((await orderOf(who, order._id)).taxInvoice?.creditNote).toEqual(note);
  });

  it('are issued by migration 0026 for orders cancelled or returned before it, numbered on from the counter', async () => {
    const { who, order } = await codOrderOf(t, 10);
    const { order: refunded } = await codOrderOf(t, 11);
    const { order: open } = await codOrderOf(t, 12);
    // Moved without the status machine, as orders were before credit notes: no note yet.
    await setOrderStatus(t, order._id, 'cancelled');
    await setOrderStatus(t, refunded._id, 'refunded');
    const year = order.taxInvoice?.financialYear ?? '';
    const before = await creditNotesInYear(year);
    await creditEarlierOrders(t.db as unknown as Kysely<unknown>);
    await creditEarlierOrders(t.db as unknown as Kysely<unknown>);
    const after = await creditNotesInYear(year);
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({ orderId: order._id, reason: 'cancelled', sequence: before.length + 1 }),
      expect.objectContaining({ orderId: refunded._id, reason: 'returned', sequence: before.length + 2 }),
    ]);
    expect(after.some((note) => note.orderId === open._id)).toBe(false);
    const note = (await orderOf(who, order._id)).taxInvoice?.creditNote;
    expect(note?.number).toMatch(creditNoteNumber);
    // The series goes on after them.
    const { who: next, order: later } = await codOrderOf(t, 13);
    const cancelled = await cancelOrder(t, next, later._id, 'Changed my mind');
    expect((cancelled.json() as { order: Order }).order.taxInvoice?.creditNote?.number).toBe(
      `CN/${year.slice(2)}/${String(before.length + 3).padStart(6, '0')}`,
    );
  });

  it('are issued by the periodic sweep, once, for orders a process without credit notes moved during an upgrade', async () => {
    const { who, order: cancelled } = await codOrderOf(t, 14);
    const { order: returned } = await codOrderOf(t, 15);
    const { who: other, order: delivered } = await codOrderOf(t, 16);
    // Moved without the status machine, as a process of the previous version moves them: no note.
    await setOrderStatus(t, cancelled._id, 'cancelled');
    await setOrderStatus(t, returned._id, 'refund accepted');
    await setOrderStatus(t, delivered._id, 'delivered');
    const year = cancelled.taxInvoice?.financialYear ?? '';
    const before = await creditNotesInYear(year);

    // Two sweeps at once (two worker processes): each order is credited by one of them.
    const issued = await Promise.all([creditOwedOrders(t.db), creditOwedOrders(t.db)]);
    expect(issued[0] + issued[1]).toBe(2);
    expect(await creditOwedOrders(t.db)).toBe(0);

    const added = (await creditNotesInYear(year)).slice(before.length);
    expect(added.map((note) => [note.orderId, note.reason]).sort()).toEqual(
      [
        [cancelled._id, 'cancelled'],
        [returned._id, 'returned'],
      ].sort(),
    );
    expect(added.map((note) => note.sequence)).toEqual([before.length + 1, before.length + 2]);
    expect((await orderOf(who, cancelled._id)).taxInvoice?.creditNote?.number).toMatch(creditNoteNumber);
    const untouched = await orderOf(other, delivered._id);
    expect(untouched.orderStatus).toBe('delivered');
    expect(untouched.taxInvoice?.creditNote).toBeNull();
  });

  it('restart at 1 on 1 April (India time), apart from the invoices’ numbers', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 9);
    const seller = t.config.gst;
    if (!seller) throw new Error('the test app has GST settings');
    /** An invoiced order credited as if at `at`. */
    const creditedAt = (at: string) =>
      repository.inTransaction(t.db, async (trx) => {
        const { id } = await repository.insertOrder(trx, oneUnitCodOrder(who, product, 10_000, seller));
        await numberInvoice(trx, id, new Date('2040-01-01T00:00:00Z'));
        return (await issueCreditNote(trx, id, 'cancelled', new Date(at)))?.number;
      });
    // Years far from today's and from the invoice test's, so no other test shares their counters.
    expect(await creditedAt('2041-03-31T18:29:59.999Z')).toBe('CN/40-41/000001');
    expect(await creditedAt('2041-03-31T18:30:00.000Z')).toBe('CN/41-42/000001');
    expect(await creditedAt('2041-05-01T10:00:00.000Z')).toBe('CN/41-42/000002');
    expect(await creditedAt('2040-12-01T10:00:00.000Z')).toBe('CN/40-41/000002');
  });
});

describe('without GST settings', () => {
  it('an order has no tax invoice, no number and, cancelled, no credit note', async () => {
    const plain = await createTestApp({ template: 'demo' });
    try {
      const who = await shopper(plain);
      const product = await stockedProduct(plain, 0);
      const order = await codOrder(plain, who, [{ product: product.id, quantity: 1 }]);
      expect(order.taxInvoice).toBeNull();
      expect(await plain.db.selectFrom('invoice_counters').selectAll().execute()).toEqual([]);
      // Nor a credit note when it is cancelled.
      expect((await cancelOrder(plain, who, order._id, 'Changed my mind')).statusCode).toBe(200);
      expect(await plain.db.selectFrom('credit_note_counters').selectAll().execute()).toEqual([]);
      expect(await plain.db.selectFrom('order_credit_notes').selectAll().execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
