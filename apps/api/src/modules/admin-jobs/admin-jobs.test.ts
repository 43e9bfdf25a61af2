// The back office's failed jobs (docs/decisions/025): a mail that used up its retries is kept and listed with what
// it was, when it failed and its last error; the dashboard counts it; Retry sends it back to its queue, once, and
// is written to the audit log.
import type { FailedJobs } from '@shop/shared/admin-jobs.schemas';
import { ADMIN_JOB_MESSAGES } from '@shop/shared/admin-jobs.schemas';
import { describe, expect, it, vi } from 'vitest';
import { useAdmin } from '../../../test/admin-helpers.ts';
import { jobsSettled } from '../../../test/job-helpers.ts';
import { useAppWithSmtpDown } from '../../../test/mail-helpers.ts';
import { codOrderOf, shopper } from '../../../test/order-helpers.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import type { MailJobData } from '../../jobs/mail-queue.ts';
import { seal } from '../../jobs/sealed.ts';

const { t, startSmtp } = useAppWithSmtpDown();
const shop = useAdmin(t);

async function failedJobs(): Promise<FailedJobs> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/jobs/failed',
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FailedJobs;
}

describe('failed jobs', () => {
  it('lists a mail that failed for good, counts it on the dashboard, and retries it once', async () => {
    const { order } = await codOrderOf(t, 0, { stock: 5 });
    // A step mail with no retries left, while nothing listens on the SMTP port.
    const data: MailJobData = {
      kind: 'order-status',
      about: order._id,
      sealed: seal(t.config.jwtSecret, { kind: 'order-status', orderId: order._id, status: 'shipped' }),
    };
    await t.app.jobs.boss.send(QUEUES.sendMail, data, { retryLimit: 0 });

    await vi.waitFor(async () => expect((await failedJobs()).total).toBe(1), {
      timeout: 20_000,
      interval: 200,
    });
    const [failed] = (await failedJobs()).jobs;
    expect(failed).toMatchObject({
      queue: QUEUES.sendMail,
      what: 'Mail: order-status',
      about: order._id,
      attempts: 1,
    });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(failed?.failedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(failed?.queuedAt ?? ''));
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: shop.headers,
    });
    expect(dashboard.json().counts.failedJobs).toBe(1);

    const smtp = await startSmtp();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/failed/${failed?._id}/retry`,
      headers: shop.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: ADMIN_JOB_MESSAGES.retried });
    expect((await failedJobs()).total).toBe(0);
    await vi.waitFor(
      () => expect(smtp.mails.filter((mail) => mail.subject.includes(order.orderNumber))).toHaveLength(1),
      { timeout: 30_000, interval: 100 },
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/failed/${failed?._id}/retry`,
      headers: shop.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: ADMIN_JOB_MESSAGES.notFound });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_id'])
      .where('entity', '=', 'job')
      .execute();
    expect(audit).toEqual([{ action: 'job.retry', entity_id: failed?._id, actor_id: shop.userId }]);
  }, 90_000);

  it('is for admins only', async () => {
    const who = await shopper(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: who.headers });
    expect(list.statusCode).toBe(403);
    await jobsSettled(t, 30_000);
  });
});
