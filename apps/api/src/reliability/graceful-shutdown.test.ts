// SIGTERM stops the real server cleanly (docs/reliability.md): it takes no new connections, finishes the requests in flight,
// closes the pool and the embedded PostgreSQL, and exits 0. Orders fired at full speed across the signal prove it:
// every order answered 201 exists once, no order exists that was not answered, and stock + sold = initial.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  personalInfo,
  type Shopper,
  shippingInfo,
  shoppers,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '../../test/order-helpers.ts';
import { startServer } from '../../test/server-process.ts';
import { useTestApp } from '../../test/test-app.ts';

const INITIAL_STOCK = 100_000;
const WORKERS = 12;

let buyers: Shopper[];
let product: TestProduct;

const t = useTestApp({ template: 'demo' });
beforeAll(async () => {
  buyers = await shoppers(t, WORKERS);
  product = await stockedProduct(t, 5, { stock: INITIAL_STOCK });
});

interface Outcome {
  status: number | 'connection error';
  orderId?: string;
  answeredAt: number;
}

/** One shopper ordering again and again until the server stops answering 201. */
async function orderUntilRefused(baseUrl: string, who: Shopper, outcomes: Outcome[]): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          paymentMethod: 'cod',
          personalInfo,
          shippingInfo,
          orderItems: [{ product: product.id, quantity: 1, filters: {} }],
        }),
      });
      const body = (await response.json()) as { order?: { _id: string } };
      outcomes.push({
        status: response.status,
        answeredAt: Date.now(),
        ...(body.order && { orderId: body.order._id }),
      });
      if (response.status !== 201) return;
    } catch {
      outcomes.push({ status: 'connection error', answeredAt: Date.now() });
      return;
    }
  }
}

describe('graceful shutdown', () => {
  it('answers every order in flight at SIGTERM, loses none, and exits 0', async () => {
    const server = await startServer({ databaseUrl: t.databaseUrl });
    const outcomes: Outcome[] = [];
    const load = Promise.all(buyers.map((who) => orderUntilRefused(server.baseUrl, who, outcomes)));
    while (outcomes.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await load;
    expect(await server.exited, server.output()).toBe(0);
    // Kept-alive connections are closed with their last answer, so nothing waits for a keep-alive timeout.
    expect(Date.now() - signalledAt).toBeLessThan(10_000);

    const created = outcomes.filter((outcome) => outcome.status === 201);
    const refused = outcomes.filter((outcome) => outcome.status !== 201);
    // Requests in flight when the signal came were finished, not cut off.
    expect(created.filter((outcome) => outcome.answeredAt >= signalledAt).length).toBeGreaterThan(0);
    // After the signal: "closing" (503 on a kept-alive connection) or a refused connection, never a 500.
    for (const outcome of refused) expect([503, 'connection error']).toContain(outcome.status);

    const rows = await t.db
      .selectFrom('orders')
      .select('id')
      .where(
        'user_id',
        'in',
        buyers.map((who) => who.userId),
      )
      .execute();
    const answeredIds = created.map((outcome) => outcome.orderId).sort();
    expect(new Set(answeredIds).size).toBe(answeredIds.length);
    // Exactly the answered orders exist: none lost, none written without an answer.
    expect(rows.map((row) => row.id).sort()).toEqual(answeredIds);
    expect((await stockOf(t, product.id)) + created.length).toBe(INITIAL_STOCK);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('stops the embedded PostgreSQL cleanly with the server', async () => {
    const server = await startServer({ startTimeoutMs: 90_000 });
    const cluster = path.join(server.dataDir, 'postgres');
    expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(true);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    // PostgreSQL removes its pid file only after a clean shutdown (a crash leaves it for recovery).
    expect(existsSync(path.join(cluster, 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(server.dataDir, 'postgres.url'))).toBe(false);
  }, 120_000);
});
