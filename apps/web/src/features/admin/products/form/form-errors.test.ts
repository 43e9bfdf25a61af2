import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formProblems } from './form-errors.ts';

describe('formProblems', () => {
  it('lists nested messages with their dotted paths, once each', () => {
    const errors = {
      name: { type: 'too_small', message: 'name is required', ref: { name: 'name' } },
      filters: [
        undefined,
        {
          values: [undefined, { type: 'custom', message: 'Filter "Size": value "M" is listed twice' }],
          priceAdjustments: {
            message: 'every value needs a price',
            root: { type: 'custom', message: 'every value needs a price' },
          },
        },
      ],
    } as unknown as FieldErrors;
    expect(formProblems(errors)).toEqual([
      { path: 'name', message: 'name is required' },
      { path: 'filters.1.values.1', message: 'Filter "Size": value "M" is listed twice' },
      { path: 'filters.1.priceAdjustments', message: 'every value needs a price' },
    ]);
  });
});
