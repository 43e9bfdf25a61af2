// The crash run (docs/reliability.md), shared by crash.test.ts (short, in CI) and scripts/crash-test.ts (long, figures for
// docs/reliability.md). Shoppers order at full speed (cash on delivery, and online: process, pay, confirm) while
// the real server is killed with SIGKILL again and again and restarted. Afterwards: every order answered 2xx
// exists, no provider order has two orders, every paid checkout confirms (late, as the provider's webhook would),
// every cash-on-delivery order cut off by a kill is asked for again with its Idempotency-Key (as the shopper's
// retry would) and none is made twice, no checkout stays holding stock once expired, and for each product
// stock + units sold = initial stock. Mails and refunds are jobs (docs/decisions/025): every order's
// confirmation, every cancel's mail and every refund reach the local SMTP server and the provider exactly once.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toRupees } from '@shop/shared/money';
import { canonicalSelection, priceFor } from '@shop/shared/pricing';
import { checkoutTotals } from '@shop/shared/totals';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { SandboxGateway } from '../src/adapters/sandbox-gateway.ts';
import { loadConfig } from '../src/config.ts';
import type { Db, StoredFilter } from '../src/db/database.ts';
import { jobIdFor } from '../src/jobs/job-keys.ts';
import { type JobEnqueuer, QUEUES } from '../src/jobs/job-queue.ts';
import { newId } from '../src/lib/ids.ts';
import { releaseExpiredHolds } from '../src/modules/checkout/stock-holds.service.ts';
import { jobsSettled } from './job-helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './mail-helpers.ts';
import { personalInfo, shippingInfo } from './order-fixtures.ts';
import { startServer, TEST_JWT_SECRET } from './server-process.ts';

export interface CrashOptions {
  databaseUrl: string;
  db: Db;
  rounds: number;
  workers: number;
  /** Load time before each SIGKILL, picked at random in this range (ms). */
  killAfterMs: [number, number];
  products: number;
  initialStock: number;
  log?: (line: string) => void;
}

export interface CrashFigures {
  rounds: number;
  kills: number;
  requests: number;
  answered2xx: number;
  connectionErrors: number;
  ordersAnswered: number;
  ordersInDatabase: number;
  unansweredButCommitted: number;
  /** Cash-on-delivery orders cut off by a kill, sent again after the last restart with the same key. */
  codRetries: number;
  /** ... of which the first attempt had been committed: the retry got that order back (200). */
  codRecovered: number;
  lateConfirmations: number;
  holdsReleasedAtEnd: number;
  missingOrders: string[];
  duplicateProviderOrders: number;
  stuckCheckouts: number;
  stockMismatches: string[];
  fiveHundreds: number;
  /** How many answers of each status the shoppers got. */
  statuses: Record<string, number>;
  /** Mails owed: a confirmation per order, a cancellation per cancelled order, a refund mail per refund. */
  mailsExpected: number;
  /** Owed mails that never reached the mail server. */
  mailsLost: number;
  /** Events that reached the mail server as two different messages (two Message-IDs): a second mail. */
  mailsDoubled: number;
  /**
   * Transmissions of a message the mail server had already accepted, under the same Message-ID: a worker killed
   * between the server's "accepted" and the job's completion, whose job was taken over (docs/decisions/025).
   * Reported, not a failure: SMTP has no way to ask whether a message arrived, and receivers fold copies by
   * Message-ID.
   */
  mailsResent: number;
  /** Paid online orders cancelled by the shoppers, each owed exactly one refund. */
  refundsExpected: number;
  refundsLost: number;
  refundsDoubled: number;
  durationMs: number;
}

interface Product {
  id: string;
  basePrice: number;
  discountPrice: number;
  shippingCost: number;
  filters: StoredFilter[];
}

async function setUp(db: Db, options: CrashOptions) {
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'base_price as basePrice',
      'discount_price as discountPrice',
      'shipping_cost as shippingCost',
      'filters',
    ])
    .orderBy('id')
    .limit(options.products)
    .execute();
  await db
    .updateTable('products')
    .set({ count_in_stock: options.initialStock })
    .where(
      'id',
      'in',
      products.map((product) => product.id),
    )
    .execute();
  const users = Array.from({ length: options.workers }, () => newId());
  await db
    .insertInto('users')
    .values(
      users.map((id) => ({
        id,
        email: `${id}@example.com`,
        first_name: 'Asha',
        auth_method: 'google' as const,
        oidc_subject: `sub-${id}`,
        password_hash: null,
      })),
    )
    .execute();
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const tokens = await Promise.all(
    users.map((userId) =>
      new SignJWT({ userId }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
    ),
  );
  return { products: products as Product[], users, tokens };
}

function totalOf(product: Product, quantity: number): number {
  const price = priceFor(product, canonicalSelection(product.filters, {}));
  const totals = checkoutTotals([
    {
      price: price.effective,
      originalPrice: price.original,
      quantity,
      shippingCost: product.shippingCost,
      inStock: true,
    },
  ]);
  return toRupees(totals.total);
}

const CANCEL = { cancelReason: 'Ordered by mistake' };

/** Message-IDs of the mails an order is owed (the mail job's id, jobs/mail-worker.ts), by what they are. */
function owedMails(order: { id: string; order_status: string; payment_status: string }): string[] {
  const keys = [`order-placed:${order.id}`];
  if (order.order_status === 'cancelled') keys.push(`order-cancelled:${order.id}`);
  if (order.payment_status === 'refunded') keys.push(`order-refunded:${order.id}`);
  return keys.map((key) => jobIdFor(QUEUES.sendMail, key));
}

function countMails(
  smtp: TestSmtpServer,
  orders: { id: string; order_status: string; payment_status: string }[],
) {
  const sent = new Map<string, number>();
  /** Distinct Message-IDs per subject: an order's confirmation and cancellation subjects name the order. */
  const messagesBySubject = new Map<string, Set<string>>();
  for (const mail of smtp.mails) {
    const id = /^<([^@>]+)@/.exec(mail.messageId)?.[1] ?? '';
    sent.set(id, (sent.get(id) ?? 0) + 1);
    messagesBySubject.set(mail.subject, (messagesBySubject.get(mail.subject) ?? new Set()).add(id));
  }
  const owed = orders.flatMap(owedMails);
  return {
    mailsExpected: owed.length,
    mailsLost: owed.filter((id) => !sent.has(id)).length,
    // Subjects that name an order (the confirmation, the cancellation); a refund's subject is encoded (₹).
    mailsDoubled: [...messagesBySubject.entries()].filter(
      ([subject, ids]) => ids.size > 1 && orders.some((order) => subject.includes(order.id)),
    ).length,
    mailsResent: owed.filter((id) => (sent.get(id) ?? 0) > 1).length,
  };
}

export async function crashRun(options: CrashOptions): Promise<CrashFigures> {
  const started = Date.now();
  // The shop's mail server, up the whole run: every mail the server processes send lands here.
  const smtp = await startSmtpServer();
  try {
    return await crashRunWith(options, smtp, started);
  } finally {
    await smtp.close();
  }
}

async function crashRunWith(
  options: CrashOptions,
  smtp: TestSmtpServer,
  started: number,
): Promise<CrashFigures> {
  const log = options.log ?? (() => undefined);
  const { db } = options;
  const { products, users, tokens } = await setUp(db, options);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shop-crash-')),
  });
  const sandbox = new SandboxGateway(db, {
    keyId: config.payment.keyId,
    keySecret: config.payment.keySecret,
    webhookSecret: config.payment.webhookSecret ?? '',
  });
  const answeredOrders = new Set<string>();
  /** Cash-on-delivery requests whose answer a kill cut off: the shopper will press Place Order again. */
  const cutOff: { token: string; key: string; body: unknown }[] = [];
  /** Provider orders that were paid, so the provider would keep telling the shop until it confirms. */
  const paid = new Map<string, { token: string; fields: Awaited<ReturnType<SandboxGateway['pay']>> }>();
  const figures = { requests: 0, answered2xx: 0, connectionErrors: 0, fiveHundreds: 0, kills: 0 };
  const statuses: Record<string, number> = {};

  async function send(
    base: string,
    token: string,
    url: string,
    body: unknown,
    idempotencyKey?: string,
    method: 'POST' | 'PUT' = 'POST',
  ) {
    figures.requests++;
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Record<string, unknown>;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status >= 200 && response.status < 300) figures.answered2xx++;
      if (response.status >= 500) figures.fiveHundreds++;
      return { status: response.status, json };
    } catch {
      figures.connectionErrors++;
      return undefined;
    }
  }

  function confirmation(fields: Awaited<ReturnType<SandboxGateway['pay']>>) {
    return {
      paymentMethod: 'razorpay',
      paymentInfo: {
        razorpayOrderId: fields.razorpay_order_id,
        razorpayPaymentId: fields.razorpay_payment_id,
        razorpaySignature: fields.razorpay_signature,
      },
    };
  }

  async function shop(base: string, worker: number, running: () => boolean) {
    const token = tokens[worker] ?? '';
    let step = 0;
    while (running()) {
      step++;
      const product = products[(worker + step) % products.length];
      if (!product) return;
      const quantity = 1 + (step % 3);
      const line = [{ product: product.id, quantity, filters: {} }];
      if (step % 3 !== 0) {
        const key = `crash-${worker}-${newId()}`;
        const body = { paymentMethod: 'cod', personalInfo, shippingInfo, orderItems: line };
        const answer = await send(base, token, '/api/orders', body, key);
        if (!answer) {
          cutOff.push({ token, key, body });
          return;
        }
        const order = answer.json.order as { _id?: string } | undefined;
        if (answer.status === 201 && order?._id) answeredOrders.add(order._id);
        continue;
      }
      const processed = await send(base, token, '/api/orders/v1/payment/process', {
        amount: totalOf(product, quantity),
        personalInfo,
        shippingInfo,
        orderItems: line,
      });
      if (!processed) return;
      const providerOrder = processed.json.order as { id?: string } | undefined;
      if (processed.status !== 200 || !providerOrder?.id) continue;
      const fields = await sandbox.pay(providerOrder.id);
      paid.set(providerOrder.id, { token, fields });
      const confirmed = await send(base, token, '/api/orders', confirmation(fields));
      if (!confirmed) return;
      const order = confirmed.json.order as { _id?: string } | undefined;
      if ((confirmed.status === 201 || confirmed.status === 200) && order?._id) {
        answeredOrders.add(order._id);
        paid.delete(providerOrder.id);
        // Every other paid order is cancelled at once: a refund job, and two more mails.
        if (step % 2 === 1) {
          const cancelled = await send(
            base,
            token,
            `/api/orders/${order._id}/cancel`,
            CANCEL,
            undefined,
            'PUT',
          );
          if (!cancelled) return;
        }
      }
    }
  }

  const [minMs, maxMs] = options.killAfterMs;
  for (let round = 1; round <= options.rounds; round++) {
    const server = await startServer({ databaseUrl: options.databaseUrl, env: { SMTP_URL: smtp.url } });
    let running = true;
    const answeredBefore = figures.answered2xx;
    const load = Promise.all(users.map((_, worker) => shop(server.baseUrl, worker, () => running)));
    // The kill comes under load, not during a cold start on a busy machine: wait for the round's first answer.
    const deadline = Date.now() + 15_000;
    while (figures.answered2xx === answeredBefore && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));
    server.child.kill('SIGKILL');
    figures.kills++;
    await server.exited;
    // What the server logged at error (a 500's cause), for the run's log.
    for (const line of server.output().split('\n')) {
      if (line.includes('"level":50')) log(`server error: ${line.slice(0, 4000)}`);
    }
    running = false;
    await load;
    log(`round ${round}: ${answeredOrders.size} orders answered so far, killed with SIGKILL`);
  }

  // The last start after the crashes: the provider retries confirmation of every paid checkout (its webhook and
  // callback do), and the shop must end with exactly one order per payment.
  const server = await startServer({ databaseUrl: options.databaseUrl, env: { SMTP_URL: smtp.url } });
  let lateConfirmations = 0;
  let codRecovered = 0;
  try {
    for (const { token, key, body } of cutOff) {
      const answer = await send(server.baseUrl, token, '/api/orders', body, key);
      const order = answer?.json.order as { _id?: string } | undefined;
      if (answer && (answer.status === 200 || answer.status === 201) && order?._id) {
        answeredOrders.add(order._id);
        if (answer.status === 200) codRecovered++;
      } else if (answer?.status !== 409) {
        throw new Error(`retry of a cut-off order: ${answer?.status} ${JSON.stringify(answer?.json)}`);
      }
    }
    for (const [providerOrderId, { token, fields }] of paid) {
      const answer = await send(server.baseUrl, token, '/api/orders', confirmation(fields));
      const order = answer?.json.order as { _id?: string } | undefined;
      if (answer && (answer.status === 200 || answer.status === 201) && order?._id) {
        answeredOrders.add(order._id);
        lateConfirmations++;
      } else if (answer?.status !== 409) {
        // 409: the stock was gone and the payment was refunded; anything else is a failure to confirm.
        throw new Error(
          `late confirmation of ${providerOrderId}: ${answer?.status} ${JSON.stringify(answer?.json)}`,
        );
      }
    }
    // Every mail and refund job, those the kills interrupted included (their worker stopped beating, so they are
    // taken over), is done before the last process stops.
    await jobsSettled({ db }, 120_000);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  // Checkouts abandoned by the crashes hold stock for 30 minutes; let that time pass, then the sweep releases it.
  await db
    .updateTable('pending_checkouts')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('status', '=', 'pending')
    .execute();
  // Its checkouts all carry their address, so the sweep owes no refund job (docs/decisions/036); one would fail here.
  const noJobs: JobEnqueuer = {
    enqueue: () => Promise.reject(new Error('the crash run opens no checkout without an address')),
  };
  const holdsReleasedAtEnd = await releaseExpiredHolds(db, noJobs);

  const orders = await db
    .selectFrom('orders')
    .select(['id', 'provider_order_id', 'provider_payment_id', 'order_status', 'payment_status', 'refund_id'])
    .where('user_id', 'in', users)
    .execute();
  const owedRefunds = orders.filter(
    (order) => order.order_status === 'cancelled' && order.provider_payment_id,
  );
  const refundRows =
    owedRefunds.length === 0
      ? []
      : await db
          .selectFrom('sandbox_refunds')
          .select('payment_id')
          .where(
            'payment_id',
            'in',
            owedRefunds.map((order) => order.provider_payment_id ?? ''),
          )
          .execute();
  const refundsPerPayment = new Map<string, number>();
  for (const row of refundRows) {
    refundsPerPayment.set(row.payment_id, (refundsPerPayment.get(row.payment_id) ?? 0) + 1);
  }
  const inDatabase = new Set(orders.map((order) => order.id));
  const providerIds = orders.map((order) => order.provider_order_id).filter((id) => id !== null);
  const stuck = await db
    .selectFrom('pending_checkouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stock_held', '=', true)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const stockMismatches: string[] = [];
  for (const product of products) {
    const row = await db
      .selectFrom('products')
      .select('count_in_stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    // Units of cancelled orders went back on sale (restocked once): they are not sold.
    const sold = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
      .where('order_items.product_id', '=', product.id)
      .where('orders.restocked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (row.count_in_stock + Number(sold.n) !== options.initialStock) {
      stockMismatches.push(
        `${product.id}: stock ${row.count_in_stock} + sold ${sold.n} ≠ ${options.initialStock}`,
      );
    }
  }
  return {
    rounds: options.rounds,
    kills: figures.kills,
    requests: figures.requests,
    answered2xx: figures.answered2xx,
    connectionErrors: figures.connectionErrors,
    ordersAnswered: answeredOrders.size,
    ordersInDatabase: inDatabase.size,
    unansweredButCommitted: [...inDatabase].filter((id) => !answeredOrders.has(id)).length,
    codRetries: cutOff.length,
    codRecovered,
    lateConfirmations,
    holdsReleasedAtEnd,
    missingOrders: [...answeredOrders].filter((id) => !inDatabase.has(id)),
    duplicateProviderOrders: providerIds.length - new Set(providerIds).size,
    stuckCheckouts: stuck.n,
    stockMismatches,
    fiveHundreds: figures.fiveHundreds,
    statuses,
    ...countMails(smtp, orders),
    refundsExpected: owedRefunds.length,
    refundsLost: owedRefunds.filter(
      (order) =>
        order.payment_status !== 'refunded' ||
        !order.refund_id ||
        !refundsPerPayment.has(order.provider_payment_id ?? ''),
    ).length,
    refundsDoubled: [...refundsPerPayment.values()].filter((count) => count > 1).length,
    durationMs: Date.now() - started,
  };
}
