// Links to the shop's pages, in one place.
export function categoryPath(category: string): string {
  return `/shop/${encodeURIComponent(category.toLowerCase())}`;
}

export function productPath(category: string, productId: string): string {
  return `${categoryPath(category)}/${encodeURIComponent(productId)}`;
}
