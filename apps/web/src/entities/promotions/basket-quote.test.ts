// What the cart and the checkout show while the quote of their lines is read, in, or failed (docs/product.md#checkout-
// promotions): never a figure of another basket's quote, and never an order without the code the shopper sees.
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Quote } from '@shop/shared/promotion.schemas';
import { checkoutTotals } from '@shop/shared/totals';
import { describe, expect, it } from 'vitest';
import { UPDATING } from '../../lib/promotion-words.ts';
import { basketQuote, type QuoteRead } from './basket-quote.ts';

function socks(quantity: number): CartItem {
  return {
    product: {
      _id: 'socks',
      name: 'Socks',
      image: '',
      category: 'Fashion',
      countInStock: 10,
      shippingCost: 0,
      basePrice: 300,
      discountPrice: 0,
    },
    quantity,
    price: 300,
    discountPrice: 300,
    filters: {},
  };
}

/** The quote of three socks under buy 2, get 1 free: the third is free. */
const threeSocks: Quote = {
  lines: [{ product: 'socks', filters: {}, discount: 300 }],
  discount: 300,
  shippingDiscount: 0,
  applied: [
    { id: 'trio', code: null, title: 'Socks trio', saving: 300, shippingSaving: 0, message: 'You save ₹300' },
  ],
  code: null,
  nearby: [],
};

const retried: string[] = [];
const read = (state: Partial<QuoteRead>): QuoteRead => ({
  data: undefined,
  error: null,
  isPlaceholderData: false,
  isSuccess: false,
  isError: false,
  refetch: () => retried.push('quote'),
  ...state,
});
const paise = (items: CartItem[]) =>
  checkoutTotals(
    items.map((item) => ({
      price: 30_000,
      originalPrice: 30_000,
      quantity: item.quantity,
      shippingCost: 0,
      inStock: true,
    })),
  );

describe('a failed quote', () => {
  const failed = read({ isError: true, error: new Error('offline') });

  it('with a code kept is not settled: the order waits for the code the chip shows, and says so with a retry', () => {
    const shown = basketQuote([socks(1)], 'FIRST100', failed);
    expect(shown.settled).toBe(false);
    expect(shown.orderCode).toBeUndefined();
    expect(shown.notes.problem?.message).toBe(
      'Could not work out your offers. FIRST100 is not checked yet, and the order waits for it: retry, or remove the code to order without it.',
    );
    shown.notes.problem?.retry();
    expect(retried).toEqual(['quote']);
    expect(shown.couponFate).toEqual({ kind: 'unchecked', words: 'Could not check FIRST100' });
  });

  it('with no code is settled, since the server charges no more than the totals shown, and still offers a retry', () => {
    const shown = basketQuote([socks(1)], null, failed);
    expect(shown.settled).toBe(true);
    expect(shown.notes.problem?.message).toBe(
      'Could not work out your offers. The total shown is before any offer: retry to see your savings.',
    );
  });
});

describe('while the quote of changed lines loads', () => {
  // Three socks became two: the query shows the quote of three as its placeholder until the new one comes.
  const loading = read({ data: threeSocks, isPlaceholderData: true, isSuccess: true });
  const shown = basketQuote([socks(2)], null, loading);

  it('takes nothing of the old quote off the totals, and says the discount and the total are updating', () => {
    expect(shown.withQuote(paise([socks(2)]))).toMatchObject({
      subtotal: 60_000,
      discount: 0,
      total: 60_000,
    });
    expect(shown.summary.pending).toEqual({ discount: true, shipping: false });
    expect(shown.settled).toBe(false);
  });

  it("shows a line's saving as updating, not the old figure (whose words only keep the line's height)", () => {
    expect(shown.lineSaving(socks(2))).toEqual({
      words: UPDATING,
      pending: true,
      room: '₹300 off with Socks trio',
    });
  });

  it('keeps the space of the notes without their old words, and the chip checks again', () => {
    expect(shown.notes.pending).toBe(true);
    expect(basketQuote([socks(2)], 'TRIO', loading).couponFate).toEqual({ kind: 'checking' });
  });
});

describe('the quote of these lines', () => {
  const shown = basketQuote([socks(3)], null, read({ data: threeSocks, isSuccess: true }));

  it('makes the totals, the line saving and the notes, with nothing pending', () => {
    expect(shown.withQuote(paise([socks(3)]))).toMatchObject({ discount: 30_000, total: 60_000 });
    expect(shown.summary.pending).toBeUndefined();
    expect(shown.lineSaving(socks(3))).toEqual({ words: '₹300 off with Socks trio', pending: false });
    expect(shown.notes).toMatchObject({ pending: false, problem: null });
    expect(shown.settled).toBe(true);
  });
});
