// What a shopper's basket saves (docs/decisions/038-promotions.md): the live automatic offers and the code entered,
// read for this account (its limits, its first order), through the shared rule. The checkout charges its result;
// the quote and the cart show it.
import {
  applyPromotions,
  type CodeRefusal,
  codeRefusalMessage,
  normalizeCode,
  type PromotableLine,
  type PromotionResult,
  refusalForStranger,
} from '@shop/shared/promotions';
import type { Db } from '../../db/database.ts';
import * as live from './live-promotions.repository.ts';

export interface Evaluation {
  result: PromotionResult;
  /** The code's refusal in the words this shopper may hear; null when no code was entered or it applied. */
  codeRefusal: { refusal: CodeRefusal; message: string } | null;
}

export interface EvaluationOptions {
  /** The code entered; null or empty for none. */
  code: string | null;
  /** The standard shipping before promotions, paise (a free-shipping promotion's saving). */
  shippingCost: number;
  now?: Date;
  /**
   * A code this shopper already knows (the one kept on their cart): a code that ended since is then named as
   * ended. To anyone else an unknown and an ended code read the same (decision 038).
   */
  knownCode?: string | null;
}

/** The promotions `lines` earn for the account, with the refusal of the code entered in words. */
export async function evaluatePromotions(
  db: Db,
  userId: string,
  lines: readonly PromotableLine[],
  options: EvaluationOptions,
): Promise<Evaluation> {
  const now = options.now ?? new Date();
  const code = options.code?.trim() ? normalizeCode(options.code) : null;
  const [automatic, coded] = await Promise.all([
    live.liveAutomaticOffers(db, now),
    code ? live.findByCode(db, code) : undefined,
  ]);
  const rows = coded ? [...automatic, coded] : automatic;
  // Most baskets meet no promotion at all: the account's history is read only when a promotion asks about it.
  const [limits, firstOrder] = await Promise.all([
    live.limitStates(db, rows, userId),
    rows.some((row) => row.first_order_only) ? live.isFirstOrder(db, userId) : false,
  ]);
  const rules = rows.map(live.toRule);
  const result = applyPromotions(lines, rules, {
    now,
    code,
    firstOrder,
    shippingCost: options.shippingCost,
    limits,
  });
  let codeRefusal: Evaluation['codeRefusal'] = null;
  if (result.code && !result.code.applied) {
    const known = options.knownCode != null && normalizeCode(options.knownCode) === result.code.code;
    const refusal = known ? result.code.refusal : refusalForStranger(result.code.refusal);
    codeRefusal = { refusal, message: codeRefusalMessage(result.code.code, refusal) };
  }
  return { result, codeRefusal };
}
