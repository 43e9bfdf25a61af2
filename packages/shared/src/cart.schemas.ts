// Cart: request and response shapes (docs/product.md#cart-lines, docs/product.md#checkout-server; the wishlist's are in
// wishlist.schemas.ts). Prices are always the server's, computed from the chosen options.
import { z } from 'zod';
import { idSchema, rupeesSchema } from './common.schemas.ts';

/** Option name → chosen value. Keys and values are short texts; the server checks them against the product. */
export const selectedFiltersSchema = z
  .record(z.string().min(1).max(100), z.string().min(1).max(100))
  .refine((filters) => Object.keys(filters).length <= 10, { message: 'Too many options' })
  .default({});

export const MAX_LINE_QUANTITY = 100;

export const cartProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  category: z.string(),
  countInStock: z.number().int(),
  shippingCost: rupeesSchema,
  basePrice: rupeesSchema,
  discountPrice: rupeesSchema,
});

export const cartItemSchema = z.object({
  product: cartProductSchema,
  quantity: z.number().int().min(1),
  /**
   * The units this line can be bought from: its combination's own stock when the product keeps stock per variant
   * (docs/decisions/037-variants.md), else the product's. Beside the spec's `product.countInStock` (the product's
   * sum), which a sold-out size of a product still in stock would otherwise pass for buyable.
   */
  lineStock: z.number().int().optional(),
  /** Unit price before discount for the chosen options. */
  price: rupeesSchema,
  /** Unit price paid for the chosen options (equal to price when there is no discount). */
  discountPrice: rupeesSchema,
  filters: z.record(z.string(), z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  message: z.string().optional(),
  /**
   * The coupon code kept on the cart (PUT /api/cart/coupon, docs/decisions/038-promotions.md), null for none:
   * beside the spec's fields (docs/decisions/022-spec-shapes-and-paging.md), so the spec's client is unaffected.
   */
  couponCode: z.string().nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/add: `quantity` is the change (+1, -1, +3…); the line's result must stay within 1…stock. */
export const addToCartRequestSchema = z.object({
  productId: idSchema,
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(-MAX_LINE_QUANTITY)
    .max(MAX_LINE_QUANTITY)
    .refine((value) => value !== 0, 'Quantity must not be 0'),
  filters: selectedFiltersSchema,
});

export const removeFromCartRequestSchema = z.object({ productId: idSchema, filters: selectedFiltersSchema });

/** The cart's own answers beyond the spec's texts (docs/product.md#cart-lines; see docs/decisions/009-cart.md). */
export const CART_MESSAGES = {
  /** A change that would leave a line below 1 (the spec's stepper never sends one; the API refuses it). */
  quantityAtLeastOne: 'Quantity must be at least 1',
  /** A successful decrease: the spec only words the add. */
  cartUpdated: 'Cart updated',
} as const;

export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;
export type RemoveFromCartRequest = z.infer<typeof removeFromCartRequestSchema>;
