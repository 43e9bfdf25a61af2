import { PRICE_MAX, PRICE_MIN } from '@shop/shared/category-address';
import { describe, expect, it } from 'vitest';
import { rangeAfterKey } from './price-range-keys.ts';

describe('Home and End on a price handle', () => {
  it('Home on the maximum stops one step above the minimum, which stays', () => {
    expect(rangeAfterKey('Home', 1, [400, 2000])).toEqual([400, 410]);
  });

  it('End on the minimum stops one step below the maximum, which stays', () => {
    expect(rangeAfterKey('End', 0, [400, 2000])).toEqual([1990, 2000]);
  });

  it('move a handle to its own end of the track when the other is not in the way', () => {
    expect(rangeAfterKey('Home', 0, [400, 2000])).toEqual([PRICE_MIN, 2000]);
    expect(rangeAfterKey('End', 1, [400, 2000])).toEqual([400, PRICE_MAX]);
  });

  it('never put the minimum above the maximum, from any range', () => {
    for (const range of [
      [PRICE_MIN, PRICE_MIN + 10],
      [PRICE_MAX - 10, PRICE_MAX],
      [400, 410],
      [PRICE_MIN, PRICE_MAX],
    ] as const) {
      for (const key of ['Home', 'End']) {
        for (const handle of [0, 1] as const) {
          const [low, high] = rangeAfterKey(key, handle, range) ?? range;
          expect(low).toBeLessThan(high);
          expect(low).toBeGreaterThanOrEqual(PRICE_MIN);
          expect(high).toBeLessThanOrEqual(PRICE_MAX);
        }
      }
    }
  });

  it('leave other keys to the slider', () => {
    expect(rangeAfterKey('ArrowLeft', 0, [400, 2000])).toBeUndefined();
  });
});
