// The ten fixed categories of the shop (docs/product.md#catalogue-categories). Their order is the order shown to shoppers.
export const CATEGORIES = [
  'Kitchen',
  'Health',
  'Fashion',
  'Beauty',
  'Electronics',
  'Fitness',
  'Spiritual',
  'Kids',
  'Pets',
  'Stationery',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The category page falls back to this one for unknown or missing categories (docs/product.md#catalogue-categories). */
export const DEFAULT_CATEGORY: Category = 'Fashion';

/** Finds the category whatever the case of the text ("kitchen" → "Kitchen"); undefined when unknown. */
export function findCategory(text: string | undefined | null): Category | undefined {
  if (!text) return undefined;
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/** The category named by a path segment, or the default one (docs/product.md#catalogue-categories, route table). */
export function categoryFromPath(segment: string | undefined): Category {
  return findCategory(segment) ?? DEFAULT_CATEGORY;
}
