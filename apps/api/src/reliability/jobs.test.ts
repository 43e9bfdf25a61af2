// Background jobs that survive what used to lose them (docs/decisions/025-background-jobs-on-pg-boss.md): a mail
// server that is down, a server process killed between an order's commit and its mail, and periodic work run by
// several processes at once. Against the real database, a real local SMTP server and real server processes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsSettled } from '../../test/job-helpers.ts';
import { startSmtpServer, type TestSmtpServer, useAppWithSmtpDown } from '../../test/mail-helpers.ts';
import { personalInfo, shippingInfo } from '../../test/order-fixtures.ts';
import { codOrderOf, type Shopper, shopper, stockedProduct } from '../../test/order-helpers.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { QUEUES } from '../jobs/job-queue.ts';

/** The mails about an order: their subject names it by its number (docs/decisions/036). */
function mailsAbout(smtp: TestSmtpServer, orderNumber: string) {
  return smtp.mails.filter((mail) => mail.subject.includes(orderNumber));
}

describe('the mail server is down when an order is placed', () => {
  const { t, startSmtp } = useAppWithSmtpDown();

  it('places the order, and the mail arrives once the mail server is back, once', async () => {
    const { who, order } = await codOrderOf(t, 0, { stock: 10 });

    // Nothing listens on the mail server's port: the job fails and waits for its retry.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ tries: number }>`
          select retry_count as tries from pgboss.job
          where name = ${QUEUES.sendMail} and state = 'retry'`.execute(t.db);
        expect(rows[0]?.tries ?? 0).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 100 },
    );

    const smtp = await startSmtp();
    const mail = await smtp.nextMailTo(who.email, 60_000);
    expect(mail.subject).toContain(order.orderNumber);
    await jobsSettled(t);
    expect(mailsAbout(smtp, order.orderNumber)).toHaveLength(1);
  }, 90_000);
});

describe('a server process killed between the order commit and the mail', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let restarted: ServerProcess | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The test's own app only prepares data: the server processes below do the work.
    t = await createTestApp({ template: 'demo', env: { JOBS_WORKER: 'false' } });
  });
  afterAll(async () => {
    restarted?.child.kill('SIGTERM');
    await restarted?.exited;
    await t.close();
    await smtp.close();
  });

  async function placeOrder(server: ServerProcess, who: Shopper, productId: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        paymentMethod: 'cod',
        personalInfo: { ...personalInfo, email: who.email },
        shippingInfo,
        orderItems: [{ product: productId, quantity: 1, filters: {} }],
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { order: { orderNumber: string } }).order.orderNumber;
  }

  it('sends the mail after the restart, once', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 10 });
    const env = { SMTP_URL: smtp.url };
    const first = await startServer({ databaseUrl: t.databaseUrl, env });
    // The mail server takes the mail and never answers: the worker is in the middle of sending when it dies.
    smtp.hold();
    const orderNumber = await placeOrder(first, who, product.id);
    await vi.waitFor(() => expect(smtp.held()).toBe(1), { timeout: 20_000, interval: 50 });
    first.child.kill('SIGKILL');
    await first.exited;
    smtp.release();
    expect(mailsAbout(smtp, orderNumber)).toHaveLength(0);

    // The job's worker stopped beating: the restarted process takes the job over and sends the mail.
    restarted = await startServer({ databaseUrl: t.databaseUrl, env });
    const mail = await smtp.nextMailTo(who.email, 90_000);
    expect(mail.subject).toContain(orderNumber);
    await jobsSettled(t, 30_000);
    expect(mailsAbout(smtp, orderNumber)).toHaveLength(1);
  }, 150_000);
});

interface PeriodicRun {
  queue: string;
  jobId: string;
}

/** The "periodic job ran" lines a server process printed (jobs/job-handlers.ts). */
function periodicRuns(server: ServerProcess): PeriodicRun[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"periodic job ran"'))
    .map((line) => JSON.parse(line) as PeriodicRun);
}

describe('two server processes on one database', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp({ template: 'demo', env: { JOBS_WORKER: 'false' } });
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await t.close();
  });

  it('run each periodic job once per period, not once per process', async () => {
    // Two-second periods, so a few pass quickly; both processes offer a job for every one of them.
    const env = { JOBS_SWEEP_SECONDS: '2', LOG_LEVEL: 'info' };
    servers.push(await startServer({ databaseUrl: t.databaseUrl, env }));
    servers.push(await startServer({ databaseUrl: t.databaseUrl, env }));

    const completed = async (queue: string) => {
      const { rows } = await sql<{ id: string; slot: Date }>`
        select id, singleton_on as slot from pgboss.job
        where name = ${queue} and state = 'completed'`.execute(t.db);
      return rows;
    };
    await vi.waitFor(
      async () => {
        for (const queue of [QUEUES.expireHolds, QUEUES.settlePayments]) {
          expect((await completed(queue)).length).toBeGreaterThanOrEqual(4);
        }
      },
      { timeout: 60_000, interval: 250 },
    );
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));

    const runs = servers.flatMap(periodicRuns);
    for (const queue of [QUEUES.expireHolds, QUEUES.settlePayments]) {
      const jobs = await completed(queue);
      // One job per period...
      expect(new Set(jobs.map((job) => job.slot.toISOString())).size).toBe(jobs.length);
      // ...and each job ran in exactly one of the two processes, once.
      const ran = runs.filter((run) => run.queue === queue).map((run) => run.jobId);
      expect(ran.toSorted()).toEqual(jobs.map((job) => job.id).toSorted());
    }
  }, 120_000);
});
