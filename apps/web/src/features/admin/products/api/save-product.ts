// POST /api/admin/products (create) and PUT /api/admin/products/:id (edit): the whole product each time. An edit
// carries the version and stock it was loaded at, so a change made since is a 409 and a sale made meanwhile is
// kept (docs/decisions/019); each row of its stock grid carries the stock it showed (docs/decisions/037).
import type {
  AdminProductResponse,
  AdminVariant,
  ProductInput,
  ProductUpdate,
} from '@shop/shared/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { withStockSeen } from '../form/variant-grid-edits.ts';
import { adminProductsKey, productKey } from './product-keys.ts';

/** The product as the form was loaded: what an edit is made from. */
export interface EditBase {
  id: string;
  version: number;
  countInStock: number;
  /** Its stock grid as loaded: each row's count is the `stockSeen` of its row in the edit. */
  variants: AdminVariant[];
}

export function saveProduct(base: EditBase | undefined, input: ProductInput): Promise<AdminProductResponse> {
  const fallbackMessage = 'Could not save the product';
  if (base === undefined) {
    return apiFetch('/api/admin/products', { method: 'POST', body: input, fallbackMessage });
  }
  const update: ProductUpdate = {
    ...input,
    variants: withStockSeen(input.variants ?? [], base.variants),
    version: base.version,
    stockSeen: base.countInStock,
  };
  return apiFetch(`/api/admin/products/${encodeURIComponent(base.id)}`, {
    method: 'PUT',
    body: update,
    fallbackMessage,
  });
}

export function useSaveProduct(base: EditBase | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => saveProduct(base, input),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminProductsKey });
      queryClient.setQueryData(productKey(result.product._id), result.product);
    },
  });
}
