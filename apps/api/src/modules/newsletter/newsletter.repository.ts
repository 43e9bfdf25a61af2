import type { Db } from '../../db/database.ts';

/** Adds the address; subscribing twice is harmless. */
export async function addSubscriber(db: Db, email: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
