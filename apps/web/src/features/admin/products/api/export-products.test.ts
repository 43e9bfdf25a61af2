import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-products.ts';

describe('exportFileName', () => {
  it("keeps the server's suggested name", () => {
    expect(exportFileName('attachment; filename="products-2025-01-31.csv"', 'csv')).toBe(
      'products-2025-01-31.csv',
    );
  });

  it('falls back to a name of its own without one', () => {
    expect(exportFileName(null, 'json')).toBe('products.json');
    expect(exportFileName('attachment', 'csv')).toBe('products.csv');
  });
});
