// The admin forms show a refused save through one alert (save-refusal-alert.tsx), so its words, its focus and its
// reload behave alike on every form; a copy pasted into a new form would drift.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const admin = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe("the admin forms' refusal alert", () => {
  it('is written once, and the product and promotion forms use it', () => {
    const writers = sourceFiles(admin)
      .filter((file) => readFileSync(file, 'utf8').includes('Reload current values'))
      .map((file) => path.relative(admin, file));
    expect(writers).toEqual([path.join('shell', 'save-refusal-alert.tsx')]);
    for (const form of ['products/form/product-form.tsx', 'promotions/promotion-form.tsx'])
      expect(readFileSync(path.join(admin, form), 'utf8')).toContain('<SaveRefusalAlert ');
  });
});
