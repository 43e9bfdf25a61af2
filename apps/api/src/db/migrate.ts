// Applies the migrations at start-up. The list is static (no directory scan) so it works from source and tests.
import { DEFAULT_ORDER_NUMBER_PREFIX } from '@shop/shared/order-number';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import * as catalog from './migrations/0001-catalog.ts';
import * as newsletter from './migrations/0002-newsletter.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as cartWishlist from './migrations/0004-cart-wishlist.ts';
import * as reviews from './migrations/0005-reviews.ts';
import * as orders from './migrations/0006-orders.ts';
import * as sandboxGateway from './migrations/0007-sandbox-gateway.ts';
import * as orderActions from './migrations/0008-order-actions.ts';
import * as admin from './migrations/0009-admin.ts';
import * as adminOrders from './migrations/0010-admin-orders.ts';
import * as catalogVersion from './migrations/0011-catalog-version.ts';
import * as brandListingIndex from './migrations/0012-brand-listing-index.ts';
import * as orderIdempotencyKey from './migrations/0013-order-idempotency-key.ts';
import * as stockVersions from './migrations/0014-stock-versions.ts';
import * as orderMoneyBigint from './migrations/0015-order-money-bigint.ts';
import * as productVersion from './migrations/0016-product-version.ts';
import * as paymentCapture from './migrations/0017-payment-capture.ts';
import * as tokenVersion from './migrations/0018-token-version.ts';
import * as googleSignInCodes from './migrations/0019-google-sign-in-codes.ts';
import * as signInSlowdown from './migrations/0020-sign-in-slowdown.ts';
import * as catalogueVariedReads from './migrations/0022-catalogue-varied-reads.ts';
import * as jobQueue from './migrations/0023-job-queue.ts';
import * as dropship from './migrations/0024-dropship.ts';
import * as gst from './migrations/0025-gst.ts';
import * as creditNotes from './migrations/0026-credit-notes.ts';
import * as codRisk from './migrations/0027-cod-risk.ts';
import * as sessions from './migrations/0028-sessions.ts';
import * as catalogAvailability from './migrations/0029-catalog-availability.ts';
import * as dropSqlReadPaths from './migrations/0030-drop-sql-read-paths.ts';
import { orderNumbers } from './migrations/0031-order-numbers.ts';
import * as shippingSpeeds from './migrations/0032-shipping-speeds.ts';
import * as checkoutWithoutAddress from './migrations/0033-checkout-without-address.ts';
import * as productVariants from './migrations/0034-product-variants.ts';
import * as stockAlerts from './migrations/0035-stock-alerts.ts';
import * as stockFunctions from './migrations/0036-stock-functions.ts';
import * as promotions from './migrations/0037-promotions.ts';
import * as savedForLater from './migrations/0038-saved-for-later.ts';
import * as recentlyViewed from './migrations/0039-recently-viewed.ts';
import * as reviewVotes from './migrations/0040-review-votes.ts';

const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-newsletter': newsletter,
  '0003-accounts': accounts,
  '0004-cart-wishlist': cartWishlist,
  '0005-reviews': reviews,
  '0006-orders': orders,
  '0007-sandbox-gateway': sandboxGateway,
  '0008-order-actions': orderActions,
  '0009-admin': admin,
  '0010-admin-orders': adminOrders,
  '0011-catalog-version': catalogVersion,
  '0012-brand-listing-index': brandListingIndex,
  '0013-order-idempotency-key': orderIdempotencyKey,
  '0014-stock-versions': stockVersions,
  '0015-order-money-bigint': orderMoneyBigint,
  '0016-product-version': productVersion,
  '0017-payment-capture': paymentCapture,
  '0018-token-version': tokenVersion,
  '0019-google-sign-in-codes': googleSignInCodes,
  '0020-sign-in-slowdown': signInSlowdown,
  '0022-catalogue-varied-reads': catalogueVariedReads,
  '0023-job-queue': jobQueue,
  '0024-dropship': dropship,
  '0025-gst': gst,
  '0026-credit-notes': creditNotes,
  '0027-cod-risk': codRisk,
  '0028-sessions': sessions,
  '0029-catalog-availability': catalogAvailability,
  '0030-drop-sql-read-paths': dropSqlReadPaths,
  '0032-shipping-speeds': shippingSpeeds,
  '0033-checkout-without-address': checkoutWithoutAddress,
  '0034-product-variants': productVariants,
  '0035-stock-alerts': stockAlerts,
  '0036-stock-functions': stockFunctions,
  '0037-promotions': promotions,
  '0038-saved-for-later': savedForLater,
  '0039-recently-viewed': recentlyViewed,
  '0040-review-votes': reviewVotes,
};

/** What a migration takes from the shop's settings: the order number prefix, for numbering old orders (0031). */
export interface MigrationSettings {
  orderNumberPrefix: string;
}

const DEFAULT_SETTINGS: MigrationSettings = { orderNumberPrefix: DEFAULT_ORDER_NUMBER_PREFIX };

function migrationsWith(settings: MigrationSettings): Record<string, Migration> {
  return { ...migrations, '0031-order-numbers': orderNumbers(settings.orderNumberPrefix) };
}

function providerWith(settings: MigrationSettings): MigrationProvider {
  return { getMigrations: async () => migrationsWith(settings) };
}

export async function migrateToLatest(db: Db, settings: MigrationSettings = DEFAULT_SETTINGS): Promise<void> {
  const migrator = new Migrator({ db, provider: providerWith(settings) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** The newest migration this release knows. */
export function latestMigration(): string {
  return Object.keys(migrationsWith(DEFAULT_SETTINGS)).sort().at(-1) ?? '';
}

/**
 * Migrates to exactly `name` (a restore rebuilds the schema a backup was made with, then migrates on). The schema is
 * empty of rows then, so the settings migrations take are the defaults.
 */
export async function migrateTo(db: Db, name: string): Promise<void> {
  if (!(name in migrationsWith(DEFAULT_SETTINGS))) throw new Error(`unknown migration ${name}`);
  const migrator = new Migrator({ db, provider: providerWith(DEFAULT_SETTINGS) });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
