// Newsletter sign-ups. The same thanks whether or not the address was already listed, so the form reveals
// nothing about who subscribed.
import { NEWSLETTER_THANKS } from '@shop/shared/newsletter.schemas';
import type { Db } from '../../db/database.ts';
import { addSubscriber } from './newsletter.repository.ts';

export async function subscribe(db: Db, email: string): Promise<{ message: string }> {
  await addSubscriber(db, email);
  return { message: NEWSLETTER_THANKS };
}
