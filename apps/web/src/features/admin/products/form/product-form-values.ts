// The form's values: the shared product input as the admin edits it. A priced filter keeps one adjustment per
// value, in the values' order, so the editor can show each value's prices on its own row.
import type { AdminProduct, ProductInputDraft } from '@shop/shared/admin.schemas';
import type { DefaultValues } from 'react-hook-form';

export type ProductFormValues = ProductInputDraft;
export type FilterDraft = NonNullable<ProductFormValues['filters']>[number];
export type AdjustmentDraft = NonNullable<FilterDraft['priceAdjustments']>[number];

/** A new product: prices and stock are left empty so the admin has to type them. */
export function emptyProduct(): DefaultValues<ProductFormValues> {
  return {
    name: '',
    description: '',
    features: [],
    category: undefined,
    subCategory: '',
    brand: '',
    badge: null,
    images: [],
    shippingCost: 0,
    supplierId: null,
    supplierSku: null,
    costPrice: null,
    discountPrice: 0,
    filters: [],
    hsnCode: null,
    gstRate: null,
    variants: [],
  };
}

/** One adjustment per value, in the values' order; a value without one gets ₹0 (the schema wants all). */
export function alignAdjustments(filter: FilterDraft): FilterDraft {
  const adjustments = filter.priceAdjustments ?? [];
  if (adjustments.length === 0) return { ...filter, priceAdjustments: [] };
  return {
    ...filter,
    priceAdjustments: filter.values.map((value) => {
      const found = adjustments.find((adjustment) => adjustment.value === value);
      return { value, price: found?.price ?? 0, discountPrice: found?.discountPrice ?? 0 };
    }),
  };
}

export function toFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    features: product.features,
    category: product.category,
    subCategory: product.subCategory,
    brand: product.brand,
    badge: product.badge,
    images: product.images,
    countInStock: product.countInStock,
    shippingCost: product.shippingCost,
    basePrice: product.basePrice,
    discountPrice: product.discountPrice,
    filters: product.filters.map(alignAdjustments),
    supplierId: product.supplierId,
    supplierSku: product.supplierSku,
    costPrice: product.costPrice,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate as ProductFormValues['gstRate'],
    // The stock grid (docs/decisions/037-variants.md); the key is derived again from the options when saved.
    variants: product.variants.map(({ options, sku, supplierSku, countInStock }) => ({
      options,
      sku,
      supplierSku,
      countInStock,
    })),
  };
}
