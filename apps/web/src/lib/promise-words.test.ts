import { afterEach, describe, expect, it } from 'vitest';
import {
  refundAfterReturn,
  returnsInShort,
  returnsPerk,
  returnsPolicy,
  supportReplies,
} from './promise-words.ts';
import { configureShop, shopConfig } from './shop-config.ts';

const byDefault = shopConfig.returnWindowDays;
afterEach(() => configureShop({ returnWindowDays: byDefault }));

describe('the returns promise in words (docs/decisions/036)', () => {
  it('says one 7-day window by default, for any reason and for faults alike', () => {
    expect(returnsPerk()).toBe('7-Day Returns');
    expect(returnsPolicy()).toBe(
      'Returns within 7 days of delivery: unused items in their original packaging with tags, for any reason. ' +
        'Damaged, defective or wrong items are taken back in the same 7 days, with shipping refunded.',
    );
  });

  it('follows the window the shop set (RETURN_WINDOW_DAYS), everywhere at once', () => {
    configureShop({ returnWindowDays: 30 });
    expect(returnsPerk()).toBe('30-Day Returns');
    expect(returnsPolicy()).toContain('Returns within 30 days of delivery:');
    expect(returnsPolicy()).toContain('in the same 30 days');
    expect(returnsInShort()).toContain('within 30 days of delivery');
    configureShop({ returnWindowDays: 1 });
    expect(returnsPolicy()).toContain('within 1 day of delivery');
    expect(returnsPolicy()).toContain('in the same 1 day,');
    configureShop({ returnWindowDays: 0 });
    expect(returnsPerk()).toBe('Same-Day Returns');
    expect(returnsPolicy()).toContain('Returns on the day of delivery:');
    expect(returnsPolicy()).toContain('taken back on the same day');
  });
});

describe("what follows a return request, in the Returns page's words", () => {
  it('names the reply time, the refund time, and where a cash-on-delivery refund goes', () => {
    expect(supportReplies()).toBe('We reply within 2 business days.');
    expect(refundAfterReturn(false)).toBe(
      'Once the return is accepted, the refund reaches your original payment method within 5-10 business days.',
    );
    expect(refundAfterReturn(true)).toContain(
      'a bank account or UPI ID you give us within 5-10 business days',
    );
  });
});
