// The homepage as the shop curates it (docs/decisions/014-admin-orders-and-homepage.md): banners, featured products and today's
// offers, each saved as a whole ordered list (position = index). Only live products may be placed.
import { z } from 'zod';
import { categorySchema, productSchema } from './catalog.schemas.ts';
import { idSchema, requiredText } from './common.schemas.ts';

export const MAX_BANNERS = 10;
/** Per list (featured, offers): what a homepage row can sensibly show. */
export const MAX_HOMEPAGE_PRODUCTS = 20;

export const ADMIN_HOMEPAGE_MESSAGES = {
  bannersSaved: 'Banners saved',
  featuredSaved: 'Featured products saved',
  offersSaved: "Today's offers saved",
  productNotFound: (id: string) => `Product ${id} was not found`,
  productArchived: (name: string) => `"${name}" is archived: restore it before placing it on the homepage`,
  bannerNotFound: (id: string) => `Banner ${id} was not found: reload the homepage editor`,
} as const;

/** As the admin product images (admin.schemas.ts): a site path (`/media/...`) or an http(s) URL. */
const bannerImageSchema = z
  .string({ error: 'image is required' })
  .trim()
  .min(1, 'image is required')
  .max(500, 'image must be at most 500 characters')
  .regex(/^(?:\/(?!\/)\S*|https?:\/\/\S+)$/, 'image must be a path starting with / or an http(s) URL');

export const adminBannerInputSchema = z.object({
  /** A banner already on the homepage keeps its id; a new one has none. */
  _id: idSchema.optional(),
  title: requiredText('title', 100),
  description: requiredText('description', 300),
  image: bannerImageSchema,
  /** The live product the banner links to. */
  productId: idSchema,
});
export type AdminBannerInput = z.infer<typeof adminBannerInputSchema>;

/** Lists that must not name a thing twice: the issue points at the second place. */
function noRepeats<T>(
  values: readonly T[],
  ctx: z.RefinementCtx,
  path: (index: number) => PropertyKey[],
  label: string,
) {
  values.forEach((value, index) => {
    if (value !== undefined && values.indexOf(value) !== index) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} ${String(value)} is listed twice`,
        path: path(index),
      });
    }
  });
}

/** PUT /api/admin/homepage/banners: the whole ordered list; banners left out are deleted. */
export const adminBannersRequestSchema = z
  .object({
    banners: z.array(adminBannerInputSchema).max(MAX_BANNERS, `At most ${MAX_BANNERS} banners`),
  })
  .superRefine((body, ctx) =>
    noRepeats(
      body.banners.map((banner) => banner._id),
      ctx,
      (index) => ['banners', index, '_id'],
      'Banner',
    ),
  );
export type AdminBannersRequest = z.infer<typeof adminBannersRequestSchema>;

/** PUT /api/admin/homepage/featured and /offers: the products in the order shoppers see them. */
export const homepageProductIdsRequestSchema = z
  .object({
    productIds: z
      .array(idSchema)
      .max(MAX_HOMEPAGE_PRODUCTS, `At most ${MAX_HOMEPAGE_PRODUCTS} products in one list`),
  })
  .superRefine((body, ctx) => noRepeats(body.productIds, ctx, (index) => ['productIds', index], 'Product'));
export type HomepageProductIdsRequest = z.infer<typeof homepageProductIdsRequestSchema>;

export const adminBannerSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  product: z.object({ _id: idSchema, name: z.string(), category: categorySchema }),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/**
 * What shoppers see on the homepage right now (places of archived products are not shown): whole products, as the
 * storefront's homepage answers them (docs/decisions/022-spec-shapes-and-paging.md).
 */
export const adminHomepageSchema = z.object({
  banners: z.array(adminBannerSchema),
  featuredProducts: z.array(productSchema),
  todayOffers: z.array(productSchema),
});
export type AdminHomepage = z.infer<typeof adminHomepageSchema>;

export const adminHomepageResponseSchema = adminHomepageSchema.extend({ message: z.string() });
export type AdminHomepageResponse = z.infer<typeof adminHomepageResponseSchema>;
