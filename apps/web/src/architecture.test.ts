// Holds the web app's import rules (README, Layout). app/ composes everything; a feature imports entities/,
// components/ and lib/, never a sibling feature; an entity (data several features share: queries, keys,
// mutations) imports lib/ and other entities only; components/ and lib/ import no feature, no entity and
// nothing from app/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
    path.relative(src, path.resolve(path.dirname(file), match[1] ?? '')),
  );
}

describe('web app import rules', () => {
  it('features import no sibling feature', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(path.join(src, 'features'))) {
      const own = path.relative(src, file).split(path.sep)[1];
      for (const target of importsOf(file)) {
        const [top, feature] = target.split(path.sep);
        if (top === 'app' || (top === 'features' && feature !== own))
          offences.push(`${path.relative(src, file)} → ${target}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('entities import only lib and other entities', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(path.join(src, 'entities'))) {
      for (const target of importsOf(file)) {
        const top = target.split(path.sep)[0];
        if (top !== 'lib' && top !== 'entities') offences.push(`${path.relative(src, file)} → ${target}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('components and lib import no feature, no entity and nothing from app', () => {
    const offences: string[] = [];
    for (const dir of ['components', 'lib']) {
      for (const file of sourceFiles(path.join(src, dir))) {
        const name = path.relative(src, file);
        for (const target of importsOf(file)) {
          const top = target.split(path.sep)[0];
          if (top === 'features' || top === 'app' || top === 'entities') offences.push(`${name} → ${target}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('finds the imports it checks', () => {
    // Guards the rule itself: the header does import a feature, so the scanner must see it.
    expect(importsOf(path.join(src, 'app/layout/header.tsx'))).toContain(
      path.join('features', 'search', 'components', 'search-box.tsx'),
    );
    // And an entity importing another entity, which the entities rule allows and the others forbid.
    expect(importsOf(path.join(src, 'entities/cart/add-to-cart.ts'))).toContain(
      path.join('entities', 'cart', 'get-cart.ts'),
    );
  });
});
