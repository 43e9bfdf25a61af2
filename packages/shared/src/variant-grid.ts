// The owner's side of variants (docs/decisions/037-variants.md): the rows of a product's stock grid, one per
// combination of its option values, how a combination is written in a CSV cell ("Size: M; Color: Red") and read
// back, and the rules a grid must keep. Used by the admin's form, the admin routes, the catalogue import and the seed.
import { selectionProblem } from './pricing.ts';
import { variantKey } from './variants.ts';

/** A product keeps at most this many combinations; one with more keeps one stock (decision 037). */
export const MAX_VARIANTS = 100;

interface NamedOption {
  name: string;
  values: readonly string[];
}

/** How many combinations the options make (1 for a product without options). */
export function combinationCount(filters: readonly NamedOption[]): number {
  return filters.reduce((count, filter) => count * filter.values.length, 1);
}

/**
 * Every combination of the options, the first option outermost, each in the options' order ("S Red", "S Blue",
 * "M Red" …). Empty for a product without options or with more than `MAX_VARIANTS` combinations.
 */
export function everyCombination(filters: readonly NamedOption[]): Record<string, string>[] {
  const total = combinationCount(filters);
  if (filters.length === 0 || total === 0 || total > MAX_VARIANTS) return [];
  let combinations: Record<string, string>[] = [{}];
  for (const filter of filters) {
    combinations = combinations.flatMap((partial) =>
      filter.values.map((value) => ({ ...partial, [filter.name]: value })),
    );
  }
  return combinations;
}

/** Sorts combinations as `everyCombination` lists them: by each option's value in the options' order. */
export function compareCombinations(
  filters: readonly NamedOption[],
): (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => number {
  return (a, b) => {
    for (const filter of filters) {
      const at = (selection: Readonly<Record<string, string>>) => {
        const index = filter.values.indexOf(selection[filter.name] ?? '');
        return index === -1 ? filter.values.length : index;
      };
      const difference = at(a) - at(b);
      if (difference !== 0) return difference;
    }
    return variantKey(a) < variantKey(b) ? -1 : variantKey(a) > variantKey(b) ? 1 : 0;
  };
}

/** A combination as the CSV's `variant` cell writes it: "Size: M; Color: Red", in the options' order. */
export function variantText(
  options: Readonly<Record<string, string>>,
  filters: readonly { name: string }[],
): string {
  const names = filters.map((filter) => filter.name).filter((name) => Object.hasOwn(options, name));
  const others = Object.keys(options).filter((name) => !names.includes(name));
  return [...names, ...others].map((name) => `${name}: ${options[name]}`).join('; ');
}

/**
 * Reads a `variant` cell against the product's options: each option once, "Name: value" separated by ";", in any
 * order and with any spaces around the separators. A value may itself hold ";" or ":" (the options tell where it
 * ends). Answers the selection, or a reason in plain words.
 */
export function readVariantText(
  text: string,
  filters: readonly NamedOption[],
): { options: Record<string, string> } | { problem: string } {
  const example = variantText(
    Object.fromEntries(filters.map((filter) => [filter.name, filter.values[0] ?? ''])),
    filters,
  );
  const shape = example
    ? `write each option once as "${example}"`
    : 'leave it empty: this product has no options';
  if (filters.length === 0) return { problem: `variant names options the product does not have: ${shape}` };
  const read = readOptions(text.trim(), filters);
  return read
    ? { options: read }
    : { problem: `variant "${text.trim()}" does not match the options: ${shape}` };
}

function readOptions(text: string, filters: readonly NamedOption[]): Record<string, string> | undefined {
  if (filters.length === 0) return text === '' ? {} : undefined;
  for (const filter of filters) {
    const head = new RegExp(`^${escaped(filter.name)}\\s*:\\s*`).exec(text);
    if (!head) continue;
    const rest = text.slice(head[0].length);
    const others = filters.filter((other) => other !== filter);
    // Longest value first: "Pack of 10" before "Pack of 1".
    const values = [...filter.values].sort((a, b) => b.length - a.length);
    for (const value of values) {
      if (!rest.startsWith(value)) continue;
      const after = rest.slice(value.length);
      const separator = /^\s*(?:;\s*|$)/.exec(after);
      if (!separator) continue;
      const tail = after.slice(separator[0].length);
      if ((tail === '') !== (others.length === 0)) continue;
      const more = readOptions(tail, others);
      if (more) return { [filter.name]: value, ...more };
    }
  }
  return undefined;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a stored row still fits these options: it names each of them once, with one of its values, and nothing
 * else. A grid kept while the options change must fit them (docs/decisions/037-variants.md).
 */
export function fitsEveryOption(
  filters: readonly NamedOption[],
  options: Readonly<Record<string, string>>,
): boolean {
  return (
    Object.keys(options).length === filters.length &&
    filters.every((filter) => filter.values.includes(options[filter.name] ?? ''))
  );
}

/** One problem of a grid: the row at fault (or none for the grid as a whole) and what is wrong, in plain words. */
export interface GridProblem {
  row?: number;
  message: string;
}

/**
 * What is wrong with a grid for these options: a product without options has no rows; every row names each
 * option once with one of its values (a full selection, so its key is the cart's); no combination twice.
 */
export function variantGridProblems(
  filters: readonly NamedOption[],
  rows: readonly { options: Readonly<Record<string, string>> }[],
): GridProblem[] {
  if (rows.length === 0) return [];
  if (filters.length === 0) {
    return [{ message: 'A product without options keeps one stock: add its options before rows of stock' }];
  }
  const problems: GridProblem[] = [];
  const seen = new Set<string>();
  rows.forEach(({ options }, row) => {
    const text = variantText(options, filters);
    const label = text ? `Variant "${text}"` : 'A variant';
    const unknown = selectionProblem(filters, options);
    // Own keys only: `in` would find an option named "constructor" or "toString" on every object's prototype.
    const missing = filters
      .filter((filter) => !Object.hasOwn(options, filter.name))
      .map((filter) => filter.name);
    if (unknown) {
      problems.push({ row, message: `${label}: ${unknown}` });
    } else if (missing.length > 0) {
      problems.push({ row, message: `${label} needs a value for ${missing.join(' and ')}` });
    } else if (seen.has(variantKey(options))) {
      problems.push({ row, message: `${label} is listed twice` });
    } else {
      seen.add(variantKey(options));
    }
  });
  return problems;
}
