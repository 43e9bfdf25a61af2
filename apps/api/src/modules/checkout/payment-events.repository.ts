// Provider webhook events already taken in hand: a redelivered event id is acknowledged and ignored.
import type { Db } from '../../db/database.ts';

/** Records the event; false when it was already recorded (a duplicate delivery). */
export async function claimEvent(db: Db, id: string, event: string): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({ id, event })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets an event whose handling failed, so the provider's retry is handled again. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('payment_events').where('id', '=', id).execute();
}
