// Margins on the back office's dashboard (docs/decisions/028-delivery-estimates-and-margins.md): revenue, cost
// and margin of the goods sold in the last 30 days, per day and per supplier, and the products priced below cost.
// Admins only: cost prices never reach a shopper's answer.
import { z } from 'zod';
import { idSchema, rupeesSchema } from './common.schemas.ts';

/** Products below cost listed at most. */
export const BELOW_COST_LIMIT = 20;

export const marginFiguresSchema = z.object({
  /** Line prices × quantities of every counted line (rupees). Shipping fees are not goods and are left out. */
  revenue: rupeesSchema,
  /** Cost price × quantity of the lines whose cost price was known when sold. */
  cost: rupeesSchema,
  /** Revenue minus cost over the lines with a known cost (may be negative); null when no line had one. */
  margin: z.number().nullable(),
  /** Margin as a percentage of those lines' revenue, one decimal; null when no line had a cost. */
  marginPercent: z.number().nullable(),
  /** Revenue of lines sold without a cost price: "cost unknown", never counted as margin. */
  unknownCostRevenue: rupeesSchema,
});
export type MarginFigures = z.infer<typeof marginFiguresSchema>;

export const marginDaySchema = marginFiguresSchema.extend({ date: z.string() });
export type MarginDay = z.infer<typeof marginDaySchema>;

export const supplierMarginSchema = marginFiguresSchema.extend({
  /** Null for lines sold without a supplier. */
  supplierId: z.string().nullable(),
  name: z.string(),
});
export type SupplierMargin = z.infer<typeof supplierMarginSchema>;

export const belowCostProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  supplierName: z.string().nullable(),
  costPrice: rupeesSchema,
  /** The lowest price a shopper can pay for one unit: the default price or the cheapest options. */
  lowestPrice: rupeesSchema,
});
export type BelowCostProduct = z.infer<typeof belowCostProductSchema>;

export const marginsSchema = z.object({
  /** Every day of the dashboard's 30, oldest first, in the shop's time zone. */
  days: z.array(marginDaySchema),
  /** Suppliers with sales in those days, highest revenue first. */
  suppliers: z.array(supplierMarginSchema),
  total: marginFiguresSchema,
  /** Live products whose cost price is above their lowest price, worst first, at most BELOW_COST_LIMIT. */
  belowCost: z.array(belowCostProductSchema),
});
export type Margins = z.infer<typeof marginsSchema>;
