// Turns admin product input (rupees) into stored rows (paise, with the derived prices the storefront reads) and
// stored records back into the admin's shapes. Derived prices are computed exactly as the seed does.
import type {
  AdminProduct,
  AdminProductListItem,
  AdminVariant,
  ProductExportRow,
  ProductInput,
} from '@shop/shared/admin.schemas';
import type { Category } from '@shop/shared/categories';
import type { GstRate } from '@shop/shared/gst';
import { toPaise, toRupees } from '@shop/shared/money';
import { defaultSelection, priceFor } from '@shop/shared/pricing';
import { compareCombinations } from '@shop/shared/variant-grid';
import type { StoredFilter } from '../../db/database.ts';
import { filtersToRupees } from '../catalog/catalog.shapes.ts';
import type { VariantRecord } from './product-variants.repository.ts';
import type { AdminProductRecord, ProductRow } from './products.repository.ts';

function filtersToPaise(filters: ProductInput['filters']): StoredFilter[] {
  return filters.map((filter) => ({
    name: filter.name,
    values: filter.values,
    priceAdjustments: filter.priceAdjustments.map((adjustment) => ({
      value: adjustment.value,
      price: toPaise(adjustment.price),
      discountPrice: toPaise(adjustment.discountPrice),
    })),
    ...(filter.valueImages ? { valueImages: filter.valueImages } : {}),
  }));
}

/** The row to write: paise, and `display_price`/`original_price` at the default selection (docs/product.md#catalogue-pricing). */
export function toProductRow(input: ProductInput): ProductRow {
  const basePrice = toPaise(input.basePrice);
  const discountPrice = toPaise(input.discountPrice);
  const filters = filtersToPaise(input.filters);
  const price = priceFor({ basePrice, discountPrice, filters }, defaultSelection(filters));
  return {
    name: input.name,
    description: input.description,
    features: input.features,
    images: input.images,
    category: input.category,
    sub_category: input.subCategory,
    brand: input.brand,
    badge: input.badge === null || input.badge === '' ? null : input.badge,
    count_in_stock: input.countInStock,
    shipping_cost: toPaise(input.shippingCost),
    base_price: basePrice,
    discount_price: discountPrice,
    filters,
    display_price: price.effective,
    original_price: price.original,
    // Left out (undefined): an update keeps the stored supplier, SKU and cost (docs/decisions/027).
    supplier_id: input.supplierId,
    supplier_sku: input.supplierSku === undefined ? undefined : input.supplierSku || null,
    cost_price:
      input.costPrice === undefined || input.costPrice === null ? input.costPrice : toPaise(input.costPrice),
    // Left out: kept; null: the category's default (docs/decisions/029).
    hsn_code: input.hsnCode === undefined ? undefined : input.hsnCode || null,
    gst_rate: input.gstRate,
  };
}

/** The stock grid in the options' order ("S Red", "S Blue", "M Red" …), as the admin reads it. */
function toAdminVariants(record: AdminProductRecord, variants: readonly VariantRecord[]): AdminVariant[] {
  const order = compareCombinations(record.filters);
  return [...variants]
    .sort((a, b) => order(a.options, b.options))
    .map(({ key, options, sku, supplierSku, countInStock }) => ({
      key,
      options,
      sku,
      supplierSku,
      countInStock,
    }));
}

/**
 * The product as the create schema has it (rupees), with its id and its stock grid: what export writes and
 * import reads. `countInStock` of a product with variants is their sum.
 */
export function toExportRow(
  record: AdminProductRecord,
  variants: readonly VariantRecord[],
): ProductExportRow {
  return {
    id: record.id,
    version: record.version,
    name: record.name,
    description: record.description,
    features: record.features,
    // The database only admits the ten categories (check constraint).
    category: record.category as Category,
    subCategory: record.subCategory,
    brand: record.brand,
    badge: record.badge,
    images: record.images,
    countInStock: record.countInStock,
    shippingCost: toRupees(record.shippingCost),
    basePrice: toRupees(record.basePrice),
    discountPrice: toRupees(record.discountPrice),
    filters: filtersToRupees(record.filters),
    supplierId: record.supplierId,
    supplierSku: record.supplierSku,
    costPrice: record.costPrice === null ? null : toRupees(record.costPrice),
    hsnCode: record.hsnCode,
    // The database only admits the five rates (check constraint).
    gstRate: record.gstRate as GstRate | null,
    variants: toAdminVariants(record, variants).map(({ key: _key, ...row }) => row),
  };
}

export function toAdminProduct(record: AdminProductRecord, variants: readonly VariantRecord[]): AdminProduct {
  const { id, variants: _rows, ...fields } = toExportRow(record, variants);
  return {
    _id: id,
    ...fields,
    variants: toAdminVariants(record, variants),
    supplierId: record.supplierId,
    supplierSku: record.supplierSku,
    costPrice: fields.costPrice ?? null,
    hsnCode: record.hsnCode,
    gstRate: record.gstRate,
    displayPrice: toRupees(record.displayPrice),
    originalPrice: toRupees(record.originalPrice),
    numReviews: record.numReviews,
    archived: record.archivedAt !== null,
    archivedAt: record.archivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toAdminListItem(record: AdminProductRecord): AdminProductListItem {
  return {
    _id: record.id,
    name: record.name,
    image: record.images[0] ?? null,
    category: record.category as Category,
    subCategory: record.subCategory,
    brand: record.brand,
    countInStock: record.countInStock,
    displayPrice: toRupees(record.displayPrice),
    originalPrice: toRupees(record.originalPrice),
    archived: record.archivedAt !== null,
    archivedAt: record.archivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}
