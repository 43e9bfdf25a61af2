// The sandbox payment window (docs/product.md#payment-online): its four choices sit in two tidy rows, on a phone and on a desktop, none
// alone on a line and none wrapping its words.
import { expect, test } from './support/test.ts';

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
]) {
  test(`the sandbox window's buttons form two even rows at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/about');
    await page.addScriptTag({ url: '/sandbox-gateway/checkout.js' });
    await page.evaluate(() => {
      const Razorpay = (window as unknown as { Razorpay: new (options: object) => { open(): void } })
        .Razorpay;
      new Razorpay({
        key: 'rzp_test_sandbox',
        amount: 12_800,
        currency: 'INR',
        order_id: 'order_x',
        name: 'ShopNest',
      }).open();
    });
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(dialog).toBeVisible();
    const boxes = await Promise.all(
      ['Pay now', 'Authorize only', 'Fail payment', 'Cancel'].map(async (name) => {
        const box = await dialog.getByRole('button', { name }).boundingBox();
        if (!box) throw new Error(`no ${name} button`);
        return box;
      }),
    );
    const [pay, authorize, fail, cancel] = boxes as [
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    // Two per row, side by side, the same size.
    expect(Math.abs(pay.y - authorize.y)).toBeLessThan(1);
    expect(Math.abs(fail.y - cancel.y)).toBeLessThan(1);
    expect(fail.y).toBeGreaterThan(pay.y + pay.height - 1);
    for (const box of boxes) {
      expect(Math.abs(box.width - pay.width)).toBeLessThan(1);
      // One line of text: no button taller than the others.
      expect(Math.abs(box.height - pay.height)).toBeLessThan(1);
    }
    await page.screenshot({ path: test.info().outputPath(`sandbox-window-${size.width}.png`) });
  });
}
