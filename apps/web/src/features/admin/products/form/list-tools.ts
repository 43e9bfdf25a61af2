// Small helpers of the form's list editors.

export const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

/** The list with the item at `index` swapped with its neighbour (`by` −1 or +1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const copy = [...list];
  const [a, b] = [copy[index], copy[target]];
  if (a === undefined || b === undefined) return copy;
  copy[index] = b;
  copy[target] = a;
  return copy;
}
