// The promotion form's values and their two ways (docs/decisions/038-promotions.md): from a stored promotion to
// the form, and from the form to the wire's `PromotionInput`. The form holds what its controls hold (text for
// numbers, India's wall-clock time for dates, one list per kind of target), so switching the action or the target
// loses nothing typed; only the chosen action's and target's fields are sent.

import { INDIA_OFFSET_MS } from '@shop/shared/india-time';
import { toPaise } from '@shop/shared/money';
import type { AdminPromotion, PromotionInput } from '@shop/shared/promotion.schemas';
import {
  offerBadge,
  type PromotionAction,
  type PromotionActionKind,
  type PromotionStatus,
  type PromotionTargetKind,
} from '@shop/shared/promotions';

export interface PromotionFormValues {
  /** Empty for an automatic offer; typed in any case, sent upper-case by the shared schema. */
  code: string;
  title: string;
  status: PromotionStatus;
  /** `datetime-local` values, India's time ("2026-11-01T09:00"); empty for none. */
  startsAt: string;
  endsAt: string;
  action: PromotionActionKind;
  percent: string;
  amount: string;
  maxDiscount: string;
  buyQuantity: string;
  getQuantity: string;
  /** Buy X get Y: the Y units must be of the same product, or any of the targeted items. */
  sameProduct: 'same' | 'any';
  target: PromotionTargetKind;
  categories: string[];
  /** One brand a line (commas also part them). */
  brands: string;
  /** Product ids. */
  products: string[];
  minOrderValue: string;
  minQuantity: string;
  firstOrderOnly: boolean;
  usageLimit: string;
  perAccountLimit: string;
  combinable: boolean;
}

export function emptyPromotion(): PromotionFormValues {
  return {
    code: '',
    title: '',
    status: 'active',
    startsAt: '',
    endsAt: '',
    action: 'percent',
    percent: '',
    amount: '',
    maxDiscount: '',
    buyQuantity: '',
    getQuantity: '',
    sameProduct: 'same',
    target: 'order',
    categories: [],
    brands: '',
    products: [],
    minOrderValue: '',
    minQuantity: '',
    firstOrderOnly: false,
    usageLimit: '',
    perAccountLimit: '',
    combinable: true,
  };
}

/** "2026-11-01T09:00" as a `datetime-local` shows it: the moment on India's clock, whatever the browser's zone. */
export function toIndiaLocal(iso: string | null): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as India's time, as ISO with its offset; text that is not one is left for the schema to refuse. */
export function fromIndiaLocal(local: string): string | null {
  const value = local.trim();
  if (value === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]}${match[2] ?? ':00'}+05:30` : value;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function toFormValues(promotion: AdminPromotion): PromotionFormValues {
  const values = promotion.targetValues;
  return {
    code: promotion.code ?? '',
    title: promotion.title,
    status: promotion.status,
    startsAt: toIndiaLocal(promotion.startsAt),
    endsAt: toIndiaLocal(promotion.endsAt),
    action: promotion.action,
    percent: text(promotion.percent),
    amount: text(promotion.amount),
    maxDiscount: text(promotion.maxDiscount),
    buyQuantity: text(promotion.buyQuantity),
    getQuantity: text(promotion.getQuantity),
    sameProduct: promotion.sameProduct ? 'same' : 'any',
    target: promotion.target,
    categories: promotion.target === 'categories' ? [...values] : [],
    brands: promotion.target === 'brands' ? values.join('\n') : '',
    products: promotion.target === 'products' ? [...values] : [],
    minOrderValue: promotion.minOrderValue > 0 ? String(promotion.minOrderValue) : '',
    minQuantity: promotion.minQuantity > 0 ? String(promotion.minQuantity) : '',
    firstOrderOnly: promotion.firstOrderOnly,
    usageLimit: text(promotion.usageLimit),
    perAccountLimit: text(promotion.perAccountLimit),
    combinable: promotion.combinable,
  };
}

/** A number box's text: null when empty; text that is no number stays NaN for the schema to refuse. */
function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** The brands of the free-text list: one a line or parted by commas, blanks dropped. */
export function brandList(brands: string): string[] {
  return brands
    .split(/[\n,]/)
    .map((brand) => brand.trim())
    .filter((brand) => brand !== '');
}

function targetValues(values: PromotionFormValues): string[] {
  switch (values.target) {
    case 'order':
      return [];
    case 'categories':
      return values.categories;
    case 'brands':
      return brandList(values.brands);
    case 'products':
      return values.products;
  }
}

/** What the form sends: the shared schema checks it (in the browser and again on the server). */
export function toInput(values: PromotionFormValues): PromotionInput {
  const bxgy = values.action === 'buy_x_get_y';
  return {
    code: values.code.trim() === '' ? null : values.code,
    title: values.title,
    status: values.status,
    startsAt: fromIndiaLocal(values.startsAt),
    endsAt: fromIndiaLocal(values.endsAt),
    action: values.action,
    percent: values.action === 'percent' || bxgy ? numberOrNull(values.percent) : null,
    amount: values.action === 'amount' ? numberOrNull(values.amount) : null,
    maxDiscount: values.action === 'percent' ? numberOrNull(values.maxDiscount) : null,
    buyQuantity: bxgy ? numberOrNull(values.buyQuantity) : null,
    getQuantity: bxgy ? numberOrNull(values.getQuantity) : null,
    sameProduct: bxgy && values.sameProduct === 'same',
    target: values.target,
    targetValues: targetValues(values),
    minOrderValue: numberOrNull(values.minOrderValue) ?? 0,
    minQuantity: numberOrNull(values.minQuantity) ?? 0,
    firstOrderOnly: values.firstOrderOnly,
    usageLimit: numberOrNull(values.usageLimit),
    perAccountLimit: numberOrNull(values.perAccountLimit),
    combinable: values.combinable,
  };
}

/** A stored promotion as its PUT sends it again (the list's Pause, Resume and End change only the status). */
export function inputOf(promotion: AdminPromotion): PromotionInput {
  return {
    code: promotion.code,
    title: promotion.title,
    status: promotion.status,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    action: promotion.action,
    percent: promotion.percent,
    amount: promotion.amount,
    maxDiscount: promotion.maxDiscount,
    buyQuantity: promotion.buyQuantity,
    getQuantity: promotion.getQuantity,
    sameProduct: promotion.sameProduct,
    target: promotion.target,
    targetValues: promotion.targetValues,
    minOrderValue: promotion.minOrderValue,
    minQuantity: promotion.minQuantity,
    firstOrderOnly: promotion.firstOrderOnly,
    usageLimit: promotion.usageLimit,
    perAccountLimit: promotion.perAccountLimit,
    combinable: promotion.combinable,
  };
}

/**
 * The form field that shows an error of the input's `path` ("targetValues.2" → the list of the chosen target),
 * or undefined for a path the form has no field for.
 */
export function formFieldOf(
  path: string,
  target: PromotionTargetKind,
): keyof PromotionFormValues | undefined {
  const head = path.split('.')[0] ?? '';
  if (head === 'targetValues') return target === 'order' ? 'target' : target;
  if (head === 'sameProduct') return 'sameProduct';
  return head in emptyPromotion() ? (head as keyof PromotionFormValues) : undefined;
}

const whole = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number > 0 ? number : null;
};
const rupees = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : null;
};

function actionOf(values: PromotionFormValues): PromotionAction | null {
  switch (values.action) {
    case 'percent': {
      const percent = whole(values.percent);
      return percent === null ? null : { kind: 'percent', percent, maxDiscount: null };
    }
    case 'amount': {
      const amount = rupees(values.amount);
      return amount === null ? null : { kind: 'amount', amount: toPaise(amount) };
    }
    case 'free_shipping':
      return { kind: 'free_shipping' };
    case 'buy_x_get_y': {
      const [buy, get, percent] = [
        whole(values.buyQuantity),
        whole(values.getQuantity),
        whole(values.percent),
      ];
      return buy === null || get === null || percent === null
        ? null
        : { kind: 'buy_x_get_y', buy, get, percent, sameProduct: values.sameProduct === 'same' };
    }
  }
}

/** The badge shoppers will read ("Buy 2, get 1 free"), or null until the action's figures are filled in. */
export function previewBadge(values: PromotionFormValues): string | null {
  const action = actionOf(values);
  if (action === null) return null;
  return offerBadge({ action, minOrderValue: toPaise(rupees(values.minOrderValue) ?? 0) });
}
