// The quote read against the cart (docs/product.md#checkout-promotions): a line finds its own share whatever order
// its options come in, the words name what saved, and the totals after the quote are the server's.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import { checkoutTotals } from '@shop/shared/totals';
import { describe, expect, it } from 'vitest';
import {
  freeShippingBy,
  lineDiscount,
  lineSavers,
  lineSavingWords,
  quoteLines,
  totalsWithQuote,
} from './quote-lines.ts';

function item(id: string, quantity: number, filters: Record<string, string> = {}): CartItem {
  return {
    product: {
      _id: id,
      name: id,
      image: '',
      category: 'Kitchen',
      countInStock: 10,
      shippingCost: 0,
      basePrice: 500,
      discountPrice: 0,
    },
    quantity,
    price: 500,
    discountPrice: 500,
    filters,
  };
}

const applied = (code: string | null, title: string, saving: number, shippingSaving = 0) => ({
  id: title,
  code,
  title,
  saving,
  shippingSaving,
  message: '',
});

const first = applied('FIRST100', 'First order', 100);
const quote: Quote = {
  lines: [
    { product: 'shirt', filters: { Size: 'M', Colour: 'Blue' }, discount: 60 },
    { product: 'shirt', filters: { Size: 'L', Colour: 'Blue' }, discount: 40 },
    { product: 'mug', filters: {}, discount: 0 },
  ],
  discount: 100,
  shippingDiscount: 49,
  applied: [first, applied(null, 'Free shipping on ₹999+', 49, 49)],
  code: { code: 'FIRST100', applied: true, message: 'You save ₹100 with FIRST100' },
  nearby: [],
};

describe('the quote against the cart', () => {
  it('asks about each line by product, options and quantity only', () => {
    expect(quoteLines([item('mug', 2)])).toEqual([{ product: 'mug', quantity: 2, filters: {} }]);
  });

  it("finds each line's own share, whatever order its options are in, and 0 for none", () => {
    expect(lineDiscount(quote, item('shirt', 1, { Colour: 'Blue', Size: 'M' }))).toBe(60);
    expect(lineDiscount(quote, item('shirt', 1, { Size: 'L', Colour: 'Blue' }))).toBe(40);
    expect(lineDiscount(quote, item('mug', 1))).toBe(0);
    expect(lineDiscount(undefined, item('mug', 1))).toBe(0);
  });

  it('names the code that saved on the lines, not the free shipping beside it', () => {
    expect(lineSavers(quote)).toEqual(['FIRST100']);
    expect(lineSavingWords(60, lineSavers(quote))).toBe('₹60 off with FIRST100');
    expect(freeShippingBy(quote)).toBe('Free shipping on ₹999+');
    expect(freeShippingBy({ applied: [first] })).toBeUndefined();
  });

  it("tells a shipping saving from a line saving of the same amount by each promotion's shippingSaving", () => {
    // ₹49 off the lines and ₹49 off the shipping: the amounts alone cannot say which is which.
    const lines49 = applied('FIRST49', 'Forty-nine off', 49);
    const ship49 = applied('FREESHIP', 'Free shipping', 49, 49);
    const both = { ...quote, discount: 49, shippingDiscount: 49, applied: [lines49, ship49] };
    expect(lineSavers(both)).toEqual(['FIRST49']);
    expect(freeShippingBy(both)).toBe('FREESHIP');
    // An order's promotions carry the same split (rupees, as stored): no sums of rupees to guess from.
    const order = { applied: [applied(null, 'Buy 2, get 1', 0.3), applied('SHIP', 'Ship', 0.1, 0.1)] };
    expect(lineSavers(order)).toEqual(['Buy 2, get 1']);
    expect(freeShippingBy(order)).toBe('SHIP');
  });

  it('says "Offers" when several promotions saved on the lines', () => {
    const two = { ...quote, shippingDiscount: 0, applied: [applied(null, 'Buy 2, get 1', 299), first] };
    expect(lineSavers(two)).toEqual(['Buy 2, get 1', 'FIRST100']);
    expect(lineSavingWords(299, lineSavers(two))).toBe('Offers: −₹299');
  });

  it('takes the discount off the subtotal and the shipping discount off the shipping', () => {
    const totals = checkoutTotals(
      [{ price: 80_000, originalPrice: 80_000, quantity: 1, shippingCost: 4_900, inStock: true }],
      99_900,
    );
    expect(totalsWithQuote(totals, quote)).toMatchObject({
      subtotal: 80_000,
      discount: 10_000,
      shippingCost: 0,
      total: 70_000,
    });
    expect(totalsWithQuote(totals, undefined)).toBe(totals);
  });
});
