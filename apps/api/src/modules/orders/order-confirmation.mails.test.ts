// The order confirmation mail (docs/decisions/011-checkout-and-payment.md): every new order, cash or online, mails the shopper its number, items with
// options and quantities, totals (the coupon and offers named, docs/decisions/038-promotions.md), address and payment;
// user text is escaped; a dead mail server changes nothing.
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { readOutbox, startSmtpServer } from '../../../test/mail-helpers.ts';
import {
  checkoutFor,
  confirmOnline,
  mailsTo,
  personalInfo,
  placeCod,
  sandboxOf,
  shippingInfo,
  shopper,
  stockedProduct,
} from '../../../test/order-helpers.ts';
import { freshCode, insertPromotion, pricedProduct } from '../../../test/promotion-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

describe('with the outbox (no SMTP configured)', () => {
  const t = useTestApp({ template: 'demo' });

  it('mails a cash-on-delivery order with its items, totals, address and payment, escaping user text', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 10, options: true });
    const email = 'mail-cod@example.com';
    const response = await placeCod(t, who, [{ product: product.id, quantity: 2 }], {
      personalInfo: { ...personalInfo, email, firstName: '<b>Asha</b>' },
      shippingInfo: {
        ...shippingInfo,
        address: '12 <script>alert(1)</script> Road',
        fullName: 'Kamala Rao',
        landmark: 'Near the temple',
        phone: '98765 43210',
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().order as Order;

    // The account's own address receives it, not the one typed into the order (docs/decisions/017).
    const [mail] = await mailsTo(t, who.email);
    expect((await readOutbox(t.config.mail.outboxDir)).filter((sent) => sent.to === email)).toEqual([]);
    expect(mail?.subject).toContain(order.orderNumber);
    const item = order.orderItems[0];
    const options = Object.entries(item?.filters ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ');
    for (const text of [
      order.orderNumber,
      `2 × ${item?.name} (${options})`,
      formatRupees(order.priceSummary.total),
      'Bengaluru',
      'Cash on delivery',
      // The recipient, landmark and mobile as the shopper reads them (docs/decisions/036).
      'Kamala Rao',
      'Landmark: Near the temple',
      'Phone: +91 98765 43210',
    ]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.text).toContain('<script>alert(1)</script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Asha</b>');
  });

  it('names the coupon and offers with what they took off, so the totals in the mail add up', async () => {
    const who = await shopper(t);
    const kettle = await pricedProduct(t, 700, { shipping: 40 });
    const code = freshCode('MAIL');
    await insertPromotion(t.db, { code, title: 'Mail test', action: 'amount', amount: 99_99 });
    const response = await placeCod(t, who, [{ product: kettle.id, quantity: 2, filters: {} }], {
      personalInfo: { ...personalInfo, email: who.email },
      couponCode: code,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order as Order;
    // Over the free-shipping threshold (₹499) before the coupon: shipping stays free (decision 038).
    expect(order.priceSummary).toMatchObject({
      subtotal: 1400,
      discount: 99.99,
      shippingCost: 0,
      total: 1300.01,
    });

    const [mail] = await mailsTo(t, who.email);
    const text = mail?.text ?? '';
    expect(text).toContain('Subtotal: ₹1,400\n');
    expect(text).toContain(`Coupon & offers (${code}): −₹99.99\n`);
    expect(text).toContain('Shipping: Free\n');
    expect(text).toContain('Total: ₹1,300.01\n');
    // The line says its share too, so the lines and the total agree.
    expect(text).toContain(`2 × ${order.orderItems[0]?.name}: ₹1,400 (−₹99.99 coupon & offers)`);
    expect(mail?.html).toContain(`Coupon &amp; offers (${code})`);
  });

  it('says which offer made the shipping free', async () => {
    const who = await shopper(t);
    const mug = await pricedProduct(t, 300, { shipping: 50 });
    const code = freshCode('SHIPMAIL');
    await insertPromotion(t.db, { code, action: 'free_shipping' });
    const response = await placeCod(t, who, [{ product: mug.id, quantity: 1, filters: {} }], {
      personalInfo: { ...personalInfo, email: who.email },
      couponCode: code,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json().order as Order).priceSummary).toMatchObject({ discount: 0, shippingCost: 0 });

    const [mail] = await mailsTo(t, who.email);
    expect(mail?.text).toContain(`Shipping: Free with ${code}\n`);
    expect(mail?.text).not.toContain('Coupon & offers');
  });

  it('mails a confirmed online order once, however often it is confirmed', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 10 });
    const providerOrder = await checkoutFor(t, who, [{ product, quantity: 1 }]);
    const paid = await sandboxOf(t).pay(providerOrder.id);
    expect((await confirmOnline(t, who, paid)).statusCode).toBe(201);
    expect((await confirmOnline(t, who, paid)).statusCode).toBe(200);

    const [mail] = await mailsTo(t, who.email);
    expect(mail?.text).toContain('Paid online (captured)');
    // The replay must not mail again: give a stray second mail time to land, then count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(t, who.email)).toHaveLength(1);
  });
});

describe('with SMTP', () => {
  it('sends the confirmation through the mail server', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ template: 'demo', env: { SMTP_URL: smtp.url } });
    try {
      const who = await shopper(t);
      const product = await stockedProduct(t, 0, { stock: 10 });
      const response = await placeCod(t, who, [{ product: product.id, quantity: 1 }], {
        personalInfo: { ...personalInfo, email: 'smtp-order@example.com' },
      });
      expect(response.statusCode).toBe(201);
      const mail = await smtp.nextMailTo(who.email);
      expect(mail.body).toContain(response.json().order.orderNumber);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('still places the order when the mail server is down', async () => {
    const t = await createTestApp({ template: 'demo', env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const who = await shopper(t);
      const product = await stockedProduct(t, 0, { stock: 10 });
      const started = Date.now();
      const response = await placeCod(t, who, [{ product: product.id, quantity: 1 }]);
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
