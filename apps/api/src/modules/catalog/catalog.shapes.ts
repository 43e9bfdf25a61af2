// Turns catalogue records (paise) into the API's product shapes (rupees). Other modules reuse these.
import type { Product, ProductCard, ProductFilter } from '@shop/shared/catalog.schemas';
import type { Category } from '@shop/shared/categories';
import { toRupees } from '@shop/shared/money';
import { discountPercent } from '@shop/shared/pricing';
import type { StoredFilter } from '../../db/database.ts';
import type { ProductCardRecord, ProductRecord } from './catalog.repository.ts';

export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

function cardFields(record: ProductCardRecord | ProductRecord) {
  return {
    _id: record.id,
    name: record.name,
    // The database only admits the ten categories (check constraint).
    category: record.category as Category,
    subCategory: record.subCategory,
    brand: record.brand,
    badge: record.badge,
    countInStock: record.countInStock,
    displayPrice: toRupees(record.displayPrice),
    originalPrice: toRupees(record.originalPrice),
    discountPercent: discountPercent(record.originalPrice, record.displayPrice),
    cumulativeRating: averageRating(record.ratingTotal, record.numReviews),
    numReviews: record.numReviews,
  };
}

/** The spec's `images` list (docs/product.md#catalogue-categories) and our cards' `image`: its first, or the placeholder. */
function pictures(record: ProductCardRecord | ProductRecord): { image: string; images: string[] } {
  const images = 'images' in record ? record.images : record.image === null ? [] : [record.image];
  return { image: images[0] ?? PLACEHOLDER_IMAGE, images };
}

export function toProductCard(record: ProductCardRecord): ProductCard {
  return { ...cardFields(record), ...pictures(record) };
}

export function filtersToRupees(filters: readonly StoredFilter[]): ProductFilter[] {
  return filters.map((filter) => ({
    name: filter.name,
    values: filter.values,
    priceAdjustments: filter.priceAdjustments.map((adjustment) => ({
      value: adjustment.value,
      price: toRupees(adjustment.price),
      discountPrice: toRupees(adjustment.discountPrice),
    })),
    ...(filter.valueImages ? { valueImages: filter.valueImages } : {}),
  }));
}

export function toProduct(record: ProductRecord): Product {
  return {
    ...cardFields(record),
    ...pictures(record),
    description: record.description,
    features: record.features,
    shippingCost: toRupees(record.shippingCost),
    basePrice: toRupees(record.basePrice),
    discountPrice: toRupees(record.discountPrice),
    filters: filtersToRupees(record.filters),
    createdAt: record.createdAt.toISOString(),
  };
}
