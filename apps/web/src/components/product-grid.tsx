// The shop's lists of products as a grid of cards: the category page, the home page's showcase and deals, and a
// product page's related products. Until the products arrive it holds skeleton cards in their place.
import type { ReactNode } from 'react';
import { ProductCardSkeleton } from './product-card.tsx';

/**
 * `products` drawn by `card` (a ProductCard, or the deals' own card), each in its grid cell; while `products` is
 * undefined, `placeholders` skeleton cards. `className` lays the grid out (its columns differ by page).
 */
export function ProductGrid<Product extends { _id: string }>({
  products,
  placeholders,
  className,
  card,
}: {
  products: readonly Product[] | undefined;
  placeholders: number;
  className: string;
  card: (product: Product, index: number) => ReactNode;
}) {
  return (
    <ul className={className}>
      {products
        ? products.map((product, index) => <li key={product._id}>{card(product, index)}</li>)
        : Array.from({ length: placeholders }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
