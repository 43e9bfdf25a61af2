// The back office's failed jobs in Chromium (docs/decisions/025-background-jobs-on-pg-boss.md): a mail that used
// up its retries shows on the dashboard's count and on /admin/jobs with what it was and its last error, the page
// passes axe, and Retry sends it: the shopper's mail arrives.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { seal } from '../../api/src/jobs/sealed.ts';
import { createAccount, productInStock } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { sql } from './support/database.ts';
import { subjectsMailedTo } from './support/outbox.ts';
import { PUNE_ADDRESS, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { E2E_DATA_DIR } from './support/test-server.ts';
import { signIn } from './support/tokens.ts';

test('an admin sees a mail that failed for good and retries it', async ({ browser, request }) => {
  test.slow();
  const shopper = await createAccount(request, 'jobs-shopper');
  const product = await productInStock(request, 'Stationery', 5);
  const { _id: orderId, orderNumber } = await placeCodOrder(request, shopper, [{ product: product._id }], {
    shippingInfo: PUNE_ADDRESS,
  });

  // What the queue keeps of a mail that used up its retries (a dead letter of `send-mail`), as its worker left it.
  const secret = (await readFile(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8')).trim();
  const data = {
    kind: 'order-status',
    about: orderId,
    sealed: seal(secret, { kind: 'order-status', orderId, status: 'shipped' }),
  };
  await sql(
    `insert into pgboss.job (name, data, source_name, source_output, source_retry_count, source_created_on)
     values ('failed-jobs', $1, 'send-mail', $2, 11, now() - interval '6 hours')`,
    [JSON.stringify(data), JSON.stringify({ message: 'connect ECONNREFUSED 127.0.0.1:2525' })],
  );

  const admin = await createAdmin(request);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin.token);
  await page.goto('/admin');
  await expect(page.getByText(/Failed jobs: [1-9]/)).toBeVisible();
  await page.getByRole('link', { name: 'See and retry them' }).click();
  await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Mail: order-status');
  await expect(row).toContainText('connect ECONNREFUSED 127.0.0.1:2525');
  await expect(row).toContainText('12 tries');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Retry: Mail: order-status (${orderId})` }).click();
  await expect(page.getByText('The job is queued again.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderId })).toHaveCount(0);
  // The worker sends it: the shopper gets the step mail.
  await expect
    .poll(
      async () =>
        (await subjectsMailedTo(shopper.email)).some((subject) => subject.includes(`${orderNumber}:`)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});
