// GET /api/products/{id} → a saved product's options and their stock, read when "Move to cart" is tapped: the
// wishlist's cards carry neither (utils/move-to-cart.ts decides from them).
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { apiFetch } from '../../../lib/api-client.ts';

export function getProductOptions(productId: string): Promise<ProductDetail> {
  return apiFetch(`/api/products/${encodeURIComponent(productId)}`, {
    fallbackMessage: MESSAGES.errorFetchingProduct,
  });
}
