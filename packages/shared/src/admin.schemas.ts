// The shop admin's product shapes (docs/decisions/013-shop-admin.md): one product schema validates the admin form,
// the create and edit routes and every imported row, with messages that name the field at fault.

import { z } from 'zod';
import { MAX_VALUE_IMAGES, productFilterSchema } from './catalog.schemas.ts';
import { CATEGORIES } from './categories.ts';
import { idSchema, pageQueryFields, pageTotalsFields, requiredText } from './common.schemas.ts';
import { GST_RATES, HSN_PATTERN, isGstRate } from './gst.ts';
import { MAX_VARIANTS, variantGridProblems } from './variant-grid.ts';

/** Rupees: each price stays far below what integer paise (and a sum over ten options) can hold. */
export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_FEATURES = 30;
export const MAX_FILTERS = 10;
export const MAX_FILTER_VALUES = 50;

export const ADMIN_MESSAGES = {
  adminsOnly: 'Admins only',
  productNotFound: 'Product not found',
  productDeleted: 'Product deleted',
  productArchived:
    'The product has orders, so it was archived: it left the storefront and its orders stay intact',
  productRestored: 'Product restored to the storefront',
  productSaved: 'Product saved',
  notAnImage: 'Images must be JPEG, PNG, WebP or GIF files',
  imageTooLarge: 'Each image must be at most 10 MB',
  tooManyImages: 'Upload at most 10 images at a time',
  noImages: 'Choose at least one image (form field "images")',
  notMultipart: 'Send the images as multipart/form-data (form field "images")',
  unreadableForm: 'The upload could not be read',
} as const;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Rupees on the wire (docs/product.md#catalogue-pricing): a number, at most two decimals, never negative. */
function rupees(field: string) {
  return z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must not be negative`)
    .max(MAX_PRICE, `${field} must be at most ${MAX_PRICE}`)
    .refine(hasAtMostTwoDecimals, `${field} must have at most two decimals`);
}

export const adminPriceAdjustmentSchema = z.object({
  value: requiredText('Adjustment value', 60),
  price: rupees('price'),
  discountPrice: rupees('discountPrice').default(0),
});

const imageUrlSchema = z
  .string({ error: 'images must be text' })
  .trim()
  .max(500, 'An image URL must be at most 500 characters')
  .regex(/^(?:\/(?!\/)\S*|https?:\/\/\S+)$/, 'images must be paths starting with / or http(s) URLs');

export const adminFilterSchema = z
  .object({
    name: requiredText('Filter name', 40),
    values: z.array(requiredText('Filter value', 60)).max(MAX_FILTER_VALUES),
    priceAdjustments: z.array(adminPriceAdjustmentSchema).max(MAX_FILTER_VALUES).default([]),
    /** A value's own pictures, shown first while it is chosen (docs/decisions/037-variants.md). */
    valueImages: z
      .record(
        z.string(),
        z.array(imageUrlSchema).max(MAX_VALUE_IMAGES, `At most ${MAX_VALUE_IMAGES} pictures per value`),
      )
      .optional(),
  })
  .superRefine(checkFilter);

type AdminFilterFields = z.output<typeof adminFilterSchema>;

/** Values unique and present; adjustments only for its values, one each, discount ≤ price (docs/product.md#catalogue-pricing). */
function checkFilter(filter: AdminFilterFields, ctx: z.RefinementCtx): void {
  const label = `Filter "${filter.name}"`;
  if (filter.values.length === 0) {
    ctx.addIssue({ code: 'custom', message: `${label} needs at least one value`, path: ['values'] });
  }
  filter.values.forEach((value, index) => {
    if (filter.values.indexOf(value) !== index) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}: value "${value}" is listed twice`,
        path: ['values', index],
      });
    }
  });
  const priced = new Set<string>();
  let strays = 0;
  filter.priceAdjustments.forEach((adjustment, index) => {
    const at = ['priceAdjustments', index];
    if (!filter.values.includes(adjustment.value)) {
      strays += 1;
      ctx.addIssue({
        code: 'custom',
        message: `${label}: price adjustment for unknown value "${adjustment.value}"`,
        path: [...at, 'value'],
      });
    } else if (priced.has(adjustment.value)) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}: value "${adjustment.value}" has two price adjustments`,
        path: [...at, 'value'],
      });
    }
    priced.add(adjustment.value);
    if (adjustment.discountPrice > adjustment.price) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}, value "${adjustment.value}": discountPrice must not be above price`,
        path: [...at, 'discountPrice'],
      });
    }
  });
  for (const value of Object.keys(filter.valueImages ?? {})) {
    if (!filter.values.includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `${label}: pictures for unknown value "${value}"`,
        path: ['valueImages', value],
      });
    }
  }
  // A value without its own price would fall back to the first filter's (docs/product.md#catalogue-pricing) and count it twice.
  const unpriced = filter.values.filter((value) => !priced.has(value));
  if (filter.priceAdjustments.length > 0 && unpriced.length > 0 && strays === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `${label}: every value needs a price adjustment once one has (missing: ${unpriced.join(', ')})`,
      path: ['priceAdjustments'],
    });
  }
}

function stockCount(field: string) {
  return z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(MAX_STOCK, `${field} must be at most ${MAX_STOCK}`);
}

/** A SKU cell: trimmed, and an empty one is none. */
function skuText(field: string) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(80, `${field} must be at most 80 characters`)
    .nullable()
    .optional()
    .transform((text) => text || null);
}

/**
 * One row of the product's stock grid (docs/decisions/037-variants.md): a combination of its option values (every
 * option named once), the shop's SKU and the supplier's for it, and its units.
 */
export const variantRowSchema = z.object({
  options: z.record(z.string(), z.string({ error: 'Each option value must be text' }), {
    error: 'options must name each option and its value',
  }),
  sku: skuText('sku'),
  supplierSku: skuText('supplierSku'),
  countInStock: stockCount('countInStock'),
});
export type VariantRow = z.output<typeof variantRowSchema>;

/** The grid as an edit sends it: each row that was loaded carries the stock the form showed, `stockSeen`. */
export const variantUpdateRowSchema = variantRowSchema.extend({
  stockSeen: stockCount('stockSeen').optional(),
});
export type VariantUpdateRow = z.output<typeof variantUpdateRowSchema>;

const variantsLimit = `At most ${MAX_VARIANTS} rows of stock by option (a product with more keeps one stock)`;

/**
 * The product's edit counter (docs/decisions/019): it moves when a field the admin edits changes, never with a
 * sale. An edit or an imported update carries the version it was loaded or exported at.
 */
const versionSchema = z
  .number({ error: 'version is required' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1');

const productFields = {
  name: requiredText('name', 200),
  description: z.string({ error: 'description must be text' }).trim().max(5000).default(''),
  features: z
    .array(requiredText('A feature', 200))
    .max(MAX_FEATURES, `At most ${MAX_FEATURES} features`)
    .default([]),
  category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` }),
  subCategory: requiredText('subCategory', 100),
  brand: requiredText('brand', 100),
  badge: z
    .string({ error: 'badge must be text' })
    .trim()
    .max(40, 'badge must be at most 40 characters')
    .nullable()
    .default(null),
  images: z.array(imageUrlSchema).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).default([]),
  countInStock: stockCount('countInStock'),
  shippingCost: rupees('shippingCost').default(0),
  basePrice: z
    .number({ error: 'basePrice must be a number' })
    .gt(0, 'basePrice must be greater than 0')
    .max(MAX_PRICE, `basePrice must be at most ${MAX_PRICE}`)
    .refine(hasAtMostTwoDecimals, 'basePrice must have at most two decimals'),
  discountPrice: rupees('discountPrice').default(0),
  filters: z.array(adminFilterSchema).max(MAX_FILTERS, `At most ${MAX_FILTERS} filters`).default([]),
  // Who ships it and what the shop pays (docs/decisions/027): left out, an edit or import keeps what is stored.
  supplierId: idSchema.nullable().optional(),
  supplierSku: z.string().trim().max(80, 'supplierSku must be at most 80 characters').nullable().optional(),
  costPrice: rupees('costPrice').nullable().optional(),
  // GST (docs/decisions/029): null is the category's default; left out, an edit or import keeps what is stored.
  hsnCode: z
    .string({ error: 'hsnCode must be text' })
    .trim()
    .regex(HSN_PATTERN, 'hsnCode must be 4, 6 or 8 digits')
    .nullable()
    .optional(),
  gstRate: z
    .number({ error: 'gstRate must be a number' })
    .refine(isGstRate, `gstRate must be one of ${GST_RATES.join(', ')}`)
    .nullable()
    .optional(),
  // The whole stock grid (docs/decisions/037-variants.md): left out, an edit or import keeps the stored rows; an
  // empty list gives the product one stock again.
  variants: z.array(variantRowSchema).max(MAX_VARIANTS, variantsLimit).optional(),
};

type ProductFields = Omit<z.output<z.ZodObject<typeof productFields>>, 'countInStock' | 'variants'> & {
  variants?: readonly { options: Readonly<Record<string, string>> }[] | undefined;
};

/** Filter names unique; the product's discount within its price; the first priced filter carries real prices. */
function checkProduct(product: ProductFields, ctx: z.RefinementCtx): void {
  // Only between two valid prices: a bad basePrice already has its own message.
  if (product.basePrice > 0 && product.discountPrice > product.basePrice) {
    ctx.addIssue({
      code: 'custom',
      message: 'discountPrice must not be above basePrice',
      path: ['discountPrice'],
    });
  }
  const names = product.filters.map((filter) => filter.name.toLowerCase());
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) {
      ctx.addIssue({
        code: 'custom',
        message: `Filter "${product.filters[index]?.name}" is listed twice`,
        path: ['filters', index, 'name'],
      });
    }
  });
  // docs/decisions/002: the first priced option holds absolute prices, later ones add-ons (often ₹0).
  const first = product.filters.findIndex((filter) => filter.priceAdjustments.length > 0);
  const firstPriced = product.filters[first];
  if (firstPriced?.priceAdjustments.some((adjustment) => adjustment.price <= 0)) {
    ctx.addIssue({
      code: 'custom',
      message: `Filter "${firstPriced.name}" sets the product's prices: each of its prices must be greater than 0`,
      path: ['filters', first, 'priceAdjustments'],
    });
  }
  for (const problem of variantGridProblems(product.filters, product.variants ?? [])) {
    const path = problem.row === undefined ? ['variants'] : ['variants', problem.row, 'options'];
    ctx.addIssue({ code: 'custom', message: problem.message, path });
  }
}

/** Create and edit (the whole product each time), and each row of an import. Prices in rupees. */
export const productInputSchema = z.object(productFields).superRefine(checkProduct);
export type ProductInput = z.output<typeof productInputSchema>;
/** What a form may send: every field with a default may be left out. */
export type ProductInputDraft = z.input<typeof productInputSchema>;

/**
 * An edit (`PUT /api/admin/products/:id`, docs/decisions/019): the whole product, plus the `version` it was loaded
 * at (a change by anyone since is a 409) and the stock it showed then, `stockSeen`. Stock moves by
 * `countInStock − stockSeen` from its live count, so units sold while the form was open stay sold.
 */
export const productUpdateSchema = z
  .object({
    ...productFields,
    version: versionSchema,
    stockSeen: z
      .number({ error: 'stockSeen is required' })
      .int('stockSeen must be a whole number')
      .min(0, 'stockSeen must not be negative')
      .max(MAX_STOCK, `stockSeen must be at most ${MAX_STOCK}`),
    // Each row's stock moves by countInStock − stockSeen from its live count, as the product's does.
    variants: z.array(variantUpdateRowSchema).max(MAX_VARIANTS, variantsLimit).optional(),
  })
  .superRefine(checkProduct);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/**
 * An imported row: the product, and its id when it updates (or recreates) a known product. An update carries the
 * `version` of the export it came from; its `countInStock` replaces the live count, or keeps it when left out.
 */
export const productImportRowSchema = z
  .object({
    id: idSchema.optional(),
    version: versionSchema.optional(),
    ...productFields,
    countInStock: stockCount('countInStock').optional(),
    // A row of the grid without a count keeps its live count, as a product's does.
    variants: z
      .array(variantRowSchema.extend({ countInStock: stockCount('countInStock').optional() }))
      .max(MAX_VARIANTS, variantsLimit)
      .optional(),
  })
  .superRefine(checkProduct);
export type ProductImportRow = z.output<typeof productImportRowSchema>;
/** The export's row: every field, id and version included, and the stock grid (empty for one stock). */
export type ProductExportRow = ProductInput & { id: string; version: number; variants: VariantRow[] };

/** Columns of the CSV import and export, in order; list and object fields are JSON text in their cell. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'version',
  'name',
  'description',
  'features',
  'category',
  'subCategory',
  'brand',
  'badge',
  'images',
  // One CSV row per variant (docs/decisions/037-variants.md): "Size: M; Color: Red", empty for one stock; the
  // row's countInStock is then that variant's.
  'variant',
  'variantSku',
  'variantSupplierSku',
  'countInStock',
  'shippingCost',
  'basePrice',
  'discountPrice',
  'filters',
  'supplierId',
  'supplierSku',
  'costPrice',
  'hsnCode',
  'gstRate',
] as const;

// ─── Routes under /api/admin/products ─────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE = 20;

export const adminProductListQuerySchema = z.object({
  /** Part of the name or brand, or a whole product id. */
  q: z.string().trim().max(200).optional(),
  category: z.enum(CATEGORIES).optional(),
  status: z.enum(['all', 'live', 'archived']).default('all'),
  ...pageQueryFields(ADMIN_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The first image, or null when the product has none. */
  image: z.string().nullable(),
  category: z.enum(CATEGORIES),
  subCategory: z.string(),
  brand: z.string(),
  countInStock: z.number().int(),
  displayPrice: z.number(),
  originalPrice: z.number(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductListItemSchema),
  ...pageTotalsFields,
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** A row of the stock grid as the admin reads it; `key` is the cart's key of the combination. */
export const adminVariantSchema = z.object({
  key: z.string(),
  options: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  supplierSku: z.string().nullable(),
  countInStock: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** One product as the admin edits it: the input fields, plus what the server derives and keeps. */
export const adminProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  category: z.enum(CATEGORIES),
  subCategory: z.string(),
  brand: z.string(),
  badge: z.string().nullable(),
  images: z.array(z.string()),
  countInStock: z.number().int(),
  shippingCost: z.number(),
  basePrice: z.number(),
  discountPrice: z.number(),
  filters: z.array(productFilterSchema),
  supplierId: z.string().nullable(),
  supplierSku: z.string().nullable(),
  /** Rupees the shop pays per unit; admin only, never in a shopper's answer (docs/decisions/027). */
  costPrice: z.number().nullable(),
  /** The product's own HSN code and GST rate; null: its category's default (docs/decisions/029). */
  hsnCode: z.string().nullable(),
  gstRate: z.number().nullable(),
  /** Its stock by combination of options, in the options' order; empty when it keeps one stock (decision 037). */
  variants: z.array(adminVariantSchema),
  displayPrice: z.number(),
  originalPrice: z.number(),
  numReviews: z.number().int(),
  /** Send it back with an edit (docs/decisions/019). */
  version: z.number().int(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductParamsSchema = z.object({ id: idSchema });

export const adminProductResponseSchema = z.object({ message: z.string(), product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** A product that appears in an order is archived instead of deleted (docs/decisions/013). */
export const adminDeleteResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type AdminDeleteResponse = z.infer<typeof adminDeleteResponseSchema>;

export const MAX_UPLOAD_IMAGES = 10;
export const MAX_UPLOAD_IMAGE_BYTES = 10 * 1024 * 1024;

/** `POST /api/admin/uploads`: the stored images' URLs, in the order sent, ready for `images[]`. */
export const adminUploadResponseSchema = z.object({ images: z.array(z.string()) });
export type AdminUploadResponse = z.infer<typeof adminUploadResponseSchema>;

// ─── Import and export ───────────────────────────────────────────────────────────────────────────────────

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const exportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

export const importQuerySchema = z.object({ dryRun: booleanText.default(true) });

export const importProblemSchema = z.object({
  /** Row number among the products (1 = the first product). */
  row: z.number().int(),
  /** Line of the file where the row starts. */
  line: z.number().int(),
  /** The field at fault (`filters.0.name`), or '' for the row as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A row that sets a known product's stock to another number than its live count (docs/decisions/019). */
export const importStockChangeSchema = z.object({
  row: z.number().int(),
  line: z.number().int(),
  id: idSchema,
  name: z.string(),
  /** The live count when the file was checked (sales since the export included). */
  from: z.number().int(),
  /** The file's count, which replaces it. */
  to: z.number().int(),
});
export type ImportStockChange = z.infer<typeof importStockChangeSchema>;

/** The answer to every import: 200 for a dry run or a done import, 400 (nothing written) when a row is bad. */
export const importReportSchema = z.object({
  message: z.string(),
  dryRun: z.boolean(),
  /** True only when the rows were written. */
  imported: z.boolean(),
  rows: z.number().int(),
  /** Rows that create a product (no id, or an id the shop does not have) and rows that update one. */
  created: z.number().int(),
  updated: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Rows whose stock differs from the live count: the import replaces it with the file's. */
  stockChanges: z.array(importStockChangeSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
