// The code a shopper keeps on their cart (docs/decisions/038-promotions.md): one per account, stored upper-case.
// Reading it is live-promotions.repository.ts `cartCoupon`. Functions take `db` or a transaction.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Keeps `code` (already normalized) on the account's cart, replacing the one there. */
export async function keepCartCoupon(db: Db, userId: string, code: string): Promise<void> {
  await db
    .insertInto('cart_coupons')
    .values({ user_id: userId, code })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ code, applied_at: sql`now()` }))
    .execute();
}

export async function removeCartCoupon(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('cart_coupons').where('user_id', '=', userId).execute();
}
