// "Notify me" for sold-out items (docs/decisions/037-variants.md, "Notify me"; docs/product.md#catalogue-notify-me).
// A signed-in shopper asks about a sold-out combination; when its stock rises, triggers (migration 0035) leave a
// credit, and the periodic sweep here mails the oldest open requests, at most as many as the units that came back
// and are still in stock, each request once.
import { canonicalSelection, selectionProblem } from '@shop/shared/pricing';
import {
  STOCK_ALERT_MESSAGES,
  type StockAlert,
  type StockAlertChange,
  type StockAlertList,
  tooManyStockAlerts,
} from '@shop/shared/stock-alert.schemas';
import { variantKey, WHOLE_PRODUCT_KEY } from '@shop/shared/variants';
import type { OutgoingMail } from '../../adapters/mailer.ts';
import type { Config } from '../../config.ts';
import type { Db, StoredFilter } from '../../db/database.ts';
import { enqueueMail, type MailQueue } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { findProductOrThrow } from '../catalog/catalog.service.ts';
import { absoluteUrl, productPath, siteOf } from '../seo/seo.service.ts';
import { backInStockMail } from './stock-alerts.mails.ts';
import * as repository from './stock-alerts.repository.ts';

export interface StockAlertDeps {
  db: Db;
  /** The per-account cap of open requests. */
  config: Pick<Config, 'limits'>;
}

function toStockAlert(record: repository.OpenAlertRecord): StockAlert {
  return {
    selection: JSON.parse(record.variantKey) as Record<string, string>,
    createdAt: record.createdAt.toISOString(),
  };
}

async function openAlerts(db: Db, userId: string, productId: string): Promise<StockAlert[]> {
  return (await repository.openAlertsOf(db, userId, productId)).map(toStockAlert);
}

/** GET: the shopper's open requests for the product (404 for a product the shop does not sell). */
export async function listStockAlerts(db: Db, userId: string, productId: string): Promise<StockAlertList> {
  const product = await findProductOrThrow(db, productId);
  return { alerts: await openAlerts(db, userId, product.id) };
}

/**
 * The key a request for `filters` waits under, and the units of it on sale now. Unknown options are refused;
 * missing ones take their first values, as in the cart. A product without variant rows keeps one stock for all its
 * options, so every request for it waits under the whole-product key.
 */
async function waitingKey(
  db: Db,
  product: { id: string; filters: StoredFilter[] },
  filters: Record<string, string>,
): Promise<{ key: string; units: number }> {
  const problem = selectionProblem(product.filters, filters);
  if (problem) throw new AppError('INVALID', problem);
  const key = variantKey(canonicalSelection(product.filters, filters));
  const stock = await repository.stockOfKey(db, product.id, key);
  return { key: stock.hasVariants ? key : WHOLE_PRODUCT_KEY, units: stock.variantStock };
}

/**
 * POST: asks to be mailed when the combination is back. 409 while it is in stock; asking again while a request is
 * open answers the same and changes nothing (`created` false). At most `STOCK_ALERTS_PER_ACCOUNT` open requests.
 */
export async function askForStockAlert(
  deps: StockAlertDeps,
  userId: string,
  productId: string,
  filters: Record<string, string>,
): Promise<{ created: boolean; change: StockAlertChange }> {
  const product = await findProductOrThrow(deps.db, productId);
  const cap = deps.config.limits.stockAlertsPerAccount;
  const created = await deps.db.transaction().execute(async (trx) => {
    // The account first (as checkouts do, docs/decisions/017): one shopper's requests are counted one by one.
    await repository.lockAccount(trx, userId);
    // Then the product, shared: a restock committing meanwhile either went first (its units are read below: 409)
    // or waits for this request, and its trigger then sees the request and credits the rise (migration 0035).
    await repository.lockProductForShare(trx, product.id);
    const { key, units } = await waitingKey(trx, product, filters);
    if (units > 0) throw new AppError('CONFLICT', STOCK_ALERT_MESSAGES.inStock);
    if (await repository.hasOpenAlert(trx, userId, product.id, key)) return false;
    if ((await repository.countOpenAlerts(trx, userId)) >= cap) {
      throw new AppError('CONFLICT', tooManyStockAlerts(cap));
    }
    await repository.insertAlert(trx, { id: newId(), userId, productId: product.id, key });
    return true;
  });
  return {
    created,
    change: {
      message: STOCK_ALERT_MESSAGES.willEmail,
      alerts: await openAlerts(deps.db, userId, product.id),
    },
  };
}

/**
 * DELETE: the shopper no longer wants to hear; a request that is not open is simply not there afterwards. Besides
 * the request `filters` would wait under now, the one listed with exactly this selection goes (as the cart removes
 * a line by the filters it showed): a request made before the admin's grid went, or before an option lost its
 * value, waits under a key no selection completes to any more, yet the shopper sees it in `GET` and it counts
 * against their cap.
 */
export async function cancelStockAlert(
  db: Db,
  userId: string,
  productId: string,
  filters: Record<string, string>,
): Promise<StockAlertChange> {
  const product = await findProductOrThrow(db, productId);
  const keys = [variantKey(filters)];
  if (!selectionProblem(product.filters, filters)) keys.push((await waitingKey(db, product, filters)).key);
  for (const key of new Set(keys)) await repository.deleteOpenAlert(db, userId, product.id, key);
  return { message: STOCK_ALERT_MESSAGES.cancelled, alerts: await openAlerts(db, userId, product.id) };
}

/** Credits one sweep spends at most; the rest wait for the next period. */
const CREDITS_PER_SWEEP = 1000;

/**
 * Spends the credits the stock triggers left: per variant, in one transaction, the oldest open requests are marked
 * notified and get a mail job each, at most as many as the rise and as the units on sale now. The credit is then
 * gone whole: units sold again before the sweep came are owed to nobody, and every later return of stock is a new
 * rise with a credit of its own. Two sweeps at once (two processes) take different credits (SKIP LOCKED).
 * Answers how many requests were mailed.
 */
export async function sweepStockAlerts(deps: MailQueue & { db: Db }): Promise<number> {
  let mailed = 0;
  for (let spent = 0; spent < CREDITS_PER_SWEEP; spent += 1) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const credit = await repository.takeCredit(trx);
      if (!credit) return undefined;
      const onSale = await repository.sellableUnits(trx, credit.productId, credit.variantKey);
      const ids = await repository.oldestOpenAlerts(
        trx,
        credit.productId,
        credit.variantKey,
        Math.min(credit.units, onSale),
      );
      await repository.markNotified(trx, ids);
      for (const alertId of ids) await enqueueMail(trx, deps, { kind: 'stock-alert', alertId });
      await repository.dropCredit(trx, credit.productId, credit.variantKey);
      return ids.length;
    });
    if (count === undefined) break;
    mailed += count;
  }
  return mailed;
}

/** The mail of a request, as it goes out; none when the account or the product is gone, or is off sale. */
export async function stockAlertMail(
  db: Db,
  config: Config,
  alertId: string,
): Promise<OutgoingMail | undefined> {
  const alert = await repository.alertForMail(db, alertId);
  if (!alert || alert.archived) return undefined;
  const site = siteOf(config);
  return backInStockMail({
    shopName: config.shop.name,
    to: alert.email,
    firstName: alert.firstName,
    productName: alert.productName,
    selection: JSON.parse(alert.variantKey) as Record<string, string>,
    filters: alert.filters,
    url: absoluteUrl(site, productPath({ category: alert.category, id: alert.productId })),
  });
}
