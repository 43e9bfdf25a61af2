// 'You Might Also Like' (docs/product.md#catalogue-related): four products of the same category, four columns.
import { ProductCard } from '../../../components/product-card.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { useRelatedProducts } from '../api/get-related-products.ts';

export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  if (related.isError || related.data?.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="text-2xl font-bold">
        You Might Also Like
      </h2>
      <ProductGrid
        products={related.data}
        placeholders={4}
        className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4"
        card={(product) => <ProductCard product={product} sizes="(min-width: 768px) 25vw, 50vw" />}
      />
    </section>
  );
}
