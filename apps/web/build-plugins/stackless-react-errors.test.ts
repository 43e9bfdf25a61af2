import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EXPECTED_MARKERS, withStacklessMarkers } from './stackless-react-errors.ts';

const require = createRequire(import.meta.url);
const reactDomClient = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

/** A module that declares the markers the way react-dom does, and hands them back. */
function markersModule(names: readonly string[]): string {
  const declarations = names.map((name, i) => `var ${name} = Error(formatProdErrorMessage(${460 + i}));`);
  return [
    'function formatProdErrorMessage(code) { return "Minified React error #" + code; }',
    ...declarations,
    `return [${names.join(', ')}];`,
  ].join('\n');
}

describe('stackless React error markers', () => {
  it('rewrites every load-time marker of the installed react-dom, which still loads and hydrates', () => {
    const source = readFileSync(reactDomClient, 'utf8');
    const out = withStacklessMarkers(source);

    for (const name of EXPECTED_MARKERS) {
      expect(out).toContain(`${name} = stacklessError$(formatProdErrorMessage(`);
    }
    expect(out).not.toMatch(/\w+Exception = Error\(/);

    const exports: Record<string, unknown> = {};
    compileFunction(out, ['exports', 'require'], { filename: reactDomClient })(exports, require);
    expect(typeof exports.hydrateRoot).toBe('function');
    expect(typeof exports.createRoot).toBe('function');
  });

  it('makes markers that are Errors with their message but no captured stack', () => {
    const markers = compileFunction(withStacklessMarkers(markersModule(EXPECTED_MARKERS)))() as Error[];

    expect(markers).toHaveLength(EXPECTED_MARKERS.length);
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(Error);
      expect(String(marker)).toMatch(/^Error: Minified React error #\d+$/);
      // A real Error carries its own stack; capturing it is the cost the plugin removes.
      expect(Object.hasOwn(marker, 'stack')).toBe(false);
    }
    expect(Object.hasOwn(new Error('x'), 'stack')).toBe(true);
    expect(new Set(markers).size).toBe(markers.length);
  });

  it('stops the build when react-dom no longer creates the markers it expects', () => {
    expect(() => withStacklessMarkers(markersModule(EXPECTED_MARKERS.slice(1)))).toThrow(
      /react-dom's load-time error markers changed/,
    );
  });
});
