// "Notify me" for sold-out items: shapes of /api/products/{id}/notify-me (docs/decisions/037-variants.md,
// "Notify me"; docs/product.md#catalogue-notify-me).
import { z } from 'zod';
import { selectedFiltersSchema } from './cart.schemas.ts';

/** The shop's words for it, the same on the server and on the product page. */
export const STOCK_ALERT_MESSAGES = {
  /** The answer to a request, the first time and every time after while it is open. */
  willEmail: "We'll email you when it's back",
  /** Cancelling a request. */
  cancelled: "You won't be emailed about this item",
  /** The combination (or the product) can be bought now: nothing to wait for. */
  inStock: 'This is in stock: you can buy it now',
  /** The button on the product page. */
  button: "Notify me when it's back",
  /** The web app's fallback when the answer carries no message. */
  failed: 'Could not save your request. Please try again.',
} as const;

/** Over the per-account cap of open requests (STOCK_ALERTS_PER_ACCOUNT). */
export function tooManyStockAlerts(cap: number): string {
  return `You are waiting for ${cap} sold-out items already. Cancel one on its product page to ask about another.`;
}

export const stockAlertParamsSchema = z.object({ id: z.string() });

/** POST and DELETE: the chosen options, as the cart takes them; missing options are their first values. */
export const stockAlertRequestSchema = z.object({ filters: selectedFiltersSchema });
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/**
 * One open request: the full selection it waits for (every option filled in); `{}` for a product that keeps one
 * stock for all its options.
 */
export const stockAlertSchema = z.object({
  selection: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** GET: the signed-in shopper's open requests for the product, oldest first. */
export const stockAlertListSchema = z.object({ alerts: z.array(stockAlertSchema) });
export type StockAlertList = z.infer<typeof stockAlertListSchema>;

/** POST and DELETE: what was done, and the open requests for the product as they are now. */
export const stockAlertChangeSchema = z.object({ message: z.string(), alerts: z.array(stockAlertSchema) });
export type StockAlertChange = z.infer<typeof stockAlertChangeSchema>;
