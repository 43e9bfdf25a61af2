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

function cardFields(record: Omit<ProductCardRecord, 'image'>) {
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

export function toProductCard(record: ProductCardRecord): ProductCard {
  return { ...cardFields(record), image: record.image ?? PLACEHOLDER_IMAGE };
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
  }));
}

export function toProduct(record: ProductRecord): Product {
  return {
    ...cardFields(record),
    image: record.images[0] ?? PLACEHOLDER_IMAGE,
    description: record.description,
    features: record.features,
    images: record.images,
    shippingCost: toRupees(record.shippingCost),
    basePrice: toRupees(record.basePrice),
    discountPrice: toRupees(record.discountPrice),
    filters: filtersToRupees(record.filters),
    createdAt: record.createdAt.toISOString(),
  };
}
