// Real accounts for browser tests: sign up through the API and read the emailed code from the test
// server's outbox (it runs without SMTP, so every mail is a JSON file there).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { outboxMails } from './outbox.ts';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function newestCodeFor(email: string): Promise<string | undefined> {
  const mail = (await outboxMails())
    .reverse()
    .find((sent) => sent.to.toLowerCase().includes(email.toLowerCase()));
  return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
}

/** The six-digit code most recently mailed to the address (waits for the mail to arrive). */
export async function emailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = await newestCodeFor(email)), { timeout: 10_000 }).toBeTruthy();
  return code ?? '';
}

const randomOctet = () => Math.floor(Math.random() * 254) + 1;
/** A documentation-range address (TEST-NET-3): only ever a header value, never contacted. */
const forwardedFrom = () => ({ 'x-forwarded-for': `203.0.113.${randomOctet()}` });

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

export async function createAccount(request: APIRequestContext, prefix = 'shopper'): Promise<TestAccount> {
  const account = {
    email: uniqueEmail(prefix),
    password: 'correct horse 42',
    firstName: 'Asha',
    lastName: 'Verma',
  };
  const headers = forwardedFrom();
  const registered = await request.post('/api/auth/register', { data: account, headers });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { email: account.email, otp: await emailedCode(account.email) },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  return { ...account, token };
}

/** Gives the account one active home address, so checkout starts with it filled in. */
export async function saveHomeAddress(request: APIRequestContext, account: TestAccount): Promise<void> {
  const saved = await request.put('/api/auth/update', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      addresses: [
        {
          _id: 'home1',
          type: 'Home',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
          country: 'India',
          phone: '+919876543210',
          isActive: true,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Fills the sign-up form in the browser and sends it: the page then asks for the emailed code. */
export async function submitSignUp(page: Page, email: string, password = 'a good password'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
}

/** A product of the category with more than `moreThan` units in stock, from the storefront's own listing. */
export async function productInStock(
  request: APIRequestContext,
  category = 'Kitchen',
  moreThan = 2,
): Promise<{ _id: string }> {
  const list = await (await request.get(`/api/products?category=${category}&page=1&limit=50`)).json();
  const card = (list.products as { _id: string; countInStock: number }[]).find(
    (p) => p.countInStock > moreThan,
  );
  if (!card) throw new Error(`no ${category} product in stock`);
  return card;
}
