// The words about coupons and offers that several places show are written once (lib/promotion-words.ts, or the
// shared schema the server checks with), so no page can drift from the others; and the discount row is styled by
// what it is, not by its words, so changing them cannot change its look.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The source files (tests aside) that write `words` as a literal, relative to src/. */
function writersOf(words: string): string[] {
  return sourceFiles(src)
    .filter((file) => readFileSync(file, 'utf8').includes(words))
    .map((file) => path.relative(src, file));
}

describe('words about coupons and offers', () => {
  it('are each written in one place only', () => {
    const words = path.join('lib', 'promotion-words.ts');
    expect(writersOf("'Coupon & offers'")).toEqual([words]);
    expect(writersOf('Could not apply the code')).toEqual([words]);
    expect(writersOf('Could not remove the code')).toEqual([words]);
    // The empty code's words are the shared schema's (packages/shared order.schemas couponCodeSchema).
    expect(writersOf("'Enter a code'")).toEqual([]);
  });

  it('never style the discount row by comparing its label', () => {
    const byLabel = /===\s*('Coupon & offers'|DISCOUNT_LABEL)|DISCOUNT_LABEL\s*===/;
    const offences = sourceFiles(src)
      .filter((file) => byLabel.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offences).toEqual([]);
  });
});
