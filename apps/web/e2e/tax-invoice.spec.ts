// GST tax invoices in Chromium (docs/decisions/029-gst-tax-invoices.md): the e2e shop is registered in
// Karnataka (start-test-server.ts), so an order to Bengaluru shows CGST + SGST and one to Pune shows IGST. The
// PDF is downloaded from the order page and its text read back: number, seller, place of supply, per line HSN
// and tax, and totals that equal what the order charged, in figures and in words. A cancelled order's credit
// note is read back the same way: it reverses the invoice in full.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CreditNote, TaxInvoiceLine } from '@shop/shared/order.schemas';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAccount, type TestAccount } from './support/accounts.ts';
import { createAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { authHeader, placeCodOrder } from './support/shop.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/tokens.ts';

interface PlacedOrder {
  _id: string;
  priceSummary: { total: number };
  taxInvoice: {
    number: string;
    intraState: boolean;
    lines: TaxInvoiceLine[];
    creditNote?: Pick<CreditNote, 'number' | 'reason'> | null;
  } | null;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const figure = (amount: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100);

async function placeOrder(
  request: APIRequestContext,
  account: TestAccount,
  state: string,
  skip: number,
): Promise<PlacedOrder> {
  const list = await (await request.get('/api/products?category=Stationery&limit=40')).json();
  const cards = (list.products as { _id: string; countInStock: number }[]).slice(skip);
  const [first, second] = cards.filter((card) => card.countInStock >= 10);
  if (!first || !second) throw new Error('two Stationery products with stock needed');
  return placeCodOrder<PlacedOrder>(
    request,
    account,
    [
      { product: first._id, quantity: 2 },
      { product: second._id, quantity: 1 },
    ],
    {
      lastName: 'Iyer',
      shippingInfo: {
        type: 'Home',
        address: '7 Station Road',
        city: state === 'Karnataka' ? 'Mysuru' : 'Pune',
        state,
        postalCode: state === 'Karnataka' ? '570001' : '411001',
        country: 'India',
        phone: '+919876543210',
      },
    },
  );
}

/** A new shopper's order of two Stationery products to `state` (`skip` of them passed over), and its invoice's text. */
async function invoicedOrder(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  state: string,
  skip: number,
) {
  const account = await createAccount(request, prefix);
  const order = await placeOrder(request, account, state, skip);
  await signIn(page, account.token);
  await page.goto(`/order/${order._id}`);
  return { order, text: (await downloadedPdf(page, 'Download Invoice')).text };
}

/** Clicks the order page's button and reads the PDF it makes: its name and its text, runs of white space made one. */
async function downloadedPdf(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { name: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/** The invoice's figures against the order the API answered: per line, the tax block, the total charged. */
function expectFigures(text: string, order: PlacedOrder) {
  const invoice = order.taxInvoice;
  if (!invoice) throw new Error('the e2e shop issues tax invoices');
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(`Invoice number: ${invoice.number}`);
  expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
  expect(text).toContain('ShopNest Retail Private Limited');
  expectLines(text, order, 'Total (inclusive of taxes)');
  expect(text).toMatch(/Amount in words: Rupees [A-Z][A-Za-z -]+ Only/);
}

/** Each invoice line as printed, adding up to the order's total, shown on the row `totalLabel`; the taxable value. */
function expectLines(text: string, order: PlacedOrder, totalLabel: string) {
  const invoice = order.taxInvoice;
  if (!invoice) throw new Error('the e2e shop issues tax invoices');
  let total = 0;
  for (const line of invoice.lines) {
    const taxes = invoice.intraState ? [line.cgst, line.sgst] : [line.igst];
    const rate = invoice.intraState ? `${line.rate / 2}% + ${line.rate / 2}%` : `${line.rate}%`;
    // The row as printed: HSN, quantity, taxable value, rate, the taxes and the amount.
    const row = [line.hsnCode, line.quantity, figure(paise(line.taxableValue)), rate]
      .concat(taxes.map((tax) => figure(paise(tax))))
      .concat(figure(paise(line.total)))
      .join(' ');
    expect(text).toContain(row);
    const parts = paise(line.taxableValue) + paise(line.cgst) + paise(line.sgst) + paise(line.igst);
    expect(parts).toBe(paise(line.total));
    total += paise(line.total);
  }
  expect(total).toBe(paise(order.priceSummary.total));
  expect(text).toContain(`${totalLabel} INR ${figure(total)}`);
  const taxed = text.match(/Taxable value INR ([\d,]+\.\d{2})/);
  const sum = invoice.lines.reduce((acc, line) => acc + paise(line.taxableValue), 0);
  expect(taxed?.[1]).toBe(figure(sum));
}

test('an order within Karnataka has a tax invoice with CGST and SGST that add up to what was charged', async ({
  page,
  request,
}) => {
  const { order, text } = await invoicedOrder(page, request, 'tax-intra', 'Karnataka', 4);
  expect(order.taxInvoice?.intraState).toBe(true);
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toMatch(/CGST INR [\d,]+\.\d{2} SGST INR [\d,]+\.\d{2}/);
  expect(text).not.toContain('IGST');
  expectFigures(text, order);
});

test('an order to Maharashtra has a tax invoice with IGST, and the admin exports its lines for the return', async ({
  browser,
  page,
  request,
}) => {
  const { order, text } = await invoicedOrder(page, request, 'tax-inter', 'Maharashtra', 12);
  expect(order.taxInvoice?.intraState).toBe(false);
  expect(text).toContain('Place of supply: Maharashtra (27)');
  expect(text).toMatch(/IGST INR [\d,]+\.\d{2}/);
  expect(text).not.toContain('CGST');
  expectFigures(text, order);

  // The admin's GST page: labelled, axe-clean, and its CSV has the order's lines as the return needs them.
  const boss = await createAdmin(request);
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, boss.token);
  await adminPage.goto('/admin/tax');
  await expect(adminPage.getByLabel('Kitchen: GST rate')).toBeVisible();
  expect(await seriousViolations(adminPage)).toEqual([]);
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export invoices (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = csv.trim().split('\n');
  expect(rows[0]).toBe(
    'invoiceNumber,invoiceDate,orderId,buyerName,placeOfSupply,placeOfSupplyCode,supplyType,description,hsnCode,quantity,taxableValue,gstRate,cgst,sgst,igst,total,discount',
  );
  const mine = rows.filter((row) => row.includes(order._id));
  expect(mine).toHaveLength(order.taxInvoice?.lines.length ?? -1);
  for (const row of mine) expect(row).toContain(`${order.taxInvoice?.number},`);
  expect(mine[0]).toContain(',Maharashtra,27,inter-state,');

  // The order's own page in the back office names the invoice it was issued with.
  await adminPage.goto(`/admin/orders/${order._id}`);
  const invoiceBox = adminPage.getByRole('region', { name: 'Tax invoice' });
  await expect(invoiceBox).toContainText(order.taxInvoice?.number ?? 'no invoice number');
  await expect(invoiceBox).toContainText('Place of supply: Maharashtra (27), IGST');
});

test("a cancelled order's credit note reverses its tax invoice in full: same lines, same total", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'tax-credit');
  const order = await placeOrder(request, account, 'Karnataka', 8);
  const invoice = order.taxInvoice;
  if (!invoice) throw new Error('the e2e shop issues tax invoices');
  const cancelled = await request.put(`/api/orders/${order._id}/cancel`, {
    headers: authHeader(account),
    data: { cancelReason: 'I changed my mind' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const after = ((await cancelled.json()) as { order: PlacedOrder }).order;
  const creditNote = after.taxInvoice?.creditNote;
  if (!creditNote)
    throw new Error(`no credit note for the cancelled order: ${JSON.stringify(after.taxInvoice)}`);
  expect(creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
  expect(creditNote.reason).toBe('cancelled');

  await signIn(page, account.token);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText(`Credit note ${creditNote.number} issued on `)).toBeVisible();
  const { name, text } = await downloadedPdf(page, 'Download Credit Note');
  expect(name).toBe(`${creditNote.number.replaceAll('/', '-')}_Credit_Note.pdf`);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(`Credit note number: ${creditNote.number}`);
  expect(text).toMatch(
    new RegExp(`Against tax invoice ${invoice.number} dated \\d{1,2} [A-Z][a-z]{2} \\d{4}`),
  );
  expect(text).toContain('Reason: Order cancelled');
  // The invoice's own lines, taxes and total, as placed: the credit note credits what was charged.
  expectLines(text, order, 'Total credited (inclusive of taxes)');
  expect(text).toMatch(/Amount in words: Rupees [A-Z][A-Za-z -]+ Only/);
});
