// Three tabs (docs/product.md#catalogue-product): description (default, with the features), reviews, shipping.
import type { Product } from '@shop/shared/catalog.schemas';
import { formatRupees } from '@shop/shared/money';
import { Check } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { returnsPolicy } from '../../../lib/promise-words.ts';
import { fasterSpeedOffers } from '../../../lib/shipping-speed-words.ts';
import { freeOver } from '../../../lib/shipping-words.ts';
import { ReviewsSection } from './reviews-section.tsx';

export function ProductTabs({ product }: { product: Product }) {
  return (
    // One fixed id base: server-rendered, their ids must be the browser's too (components/ui/tabs.tsx).
    <Tabs idBase="product-info" defaultValue="description" className="mt-12">
      <TabsList aria-label="Product information" className="overflow-x-auto">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="reviews">Reviews ({product.numReviews})</TabsTrigger>
        <TabsTrigger value="shipping">Shipping</TabsTrigger>
      </TabsList>
      <TabsContent value="description" className="py-6">
        <p className="max-w-3xl leading-relaxed text-slate-700">{product.description}</p>
        {product.features.length > 0 && (
          <>
            <h2 className="mt-6 text-lg font-bold">Features</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {product.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        )}
      </TabsContent>
      <TabsContent value="reviews" className="py-6">
        <ReviewsSection productId={product._id} />
      </TabsContent>
      <TabsContent value="shipping" className="space-y-3 py-6 text-slate-700">
        {product.shippingCost > 0 ? (
          <p>
            Shipping for this product: <strong>{formatRupees(product.shippingCost)}</strong>, {freeOver()}.
          </p>
        ) : (
          <p>
            Shipping for this product: <strong>Free</strong>.
          </p>
        )}
        {/* What checkout offers, from the shop's settings (docs/decisions/036): standard is the shipping above. */}
        <ul className="list-disc space-y-1 pl-6">
          <li>Standard delivery: the shipping above, by the date shown for your PIN code.</li>
          {fasterSpeedOffers().map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
        <p>{returnsPolicy()}</p>
      </TabsContent>
    </Tabs>
  );
}
