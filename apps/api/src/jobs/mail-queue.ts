// Mails as jobs (docs/decisions/025): a service adds the mail in the transaction of the change that causes it,
// and a worker renders and sends it afterwards, retrying with back-off while the mail server is away. The job
// holds what the mail is about, not its text: an order mail shows the order as it is when it goes out.
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@shop/shared/order-status';
import type { Db } from '../db/database.ts';
import { type JobEnqueuer, QUEUES } from './job-queue.ts';
import { seal } from './sealed.ts';

export type MailDetails =
  | { kind: 'order-placed'; orderId: string }
  | { kind: 'order-cancelled'; orderId: string; refunding: boolean }
  | { kind: 'order-status'; orderId: string; status: OrderStatus }
  | { kind: 'order-refunded'; orderId: string }
  | { kind: 'return-requested'; orderId: string }
  | { kind: 'cancel-requested'; orderId: string }
  | { kind: 'signup-code'; to: string; firstName: string; code: string }
  | {
      kind: 'login-alert';
      userId: string;
      to: string;
      firstName: string;
      method: 'password' | 'google';
      ip: string;
      userAgent: string;
      /** ISO time of the sign-in. */
      at: string;
    }
  | { kind: 'email-change-code'; to: string; firstName: string; code: string }
  | { kind: 'email-changed'; to: string; firstName: string; newEmail: string }
  // Forgot password and sign-ups of known addresses (docs/decisions/034-sessions-on-the-server.md).
  | { kind: 'password-reset-code'; to: string; firstName: string; code: string }
  | { kind: 'password-reset-google'; to: string; firstName: string }
  | { kind: 'password-reset-done'; to: string; firstName: string }
  // Sent to nobody: an address without an account gets the same job as one with, so both answers take as long.
  | { kind: 'password-reset-no-account'; to: string }
  // Sent to nobody: a re-sent sign-up code for an address that has an account (its owner was told once) gets the
  // same job as a real re-send, so both answers take as long (docs/decisions/034).
  | { kind: 'signup-resend-existing'; to: string }
  | { kind: 'signup-existing'; to: string; firstName: string; google: boolean }
  // A "notify me" request whose variant is back (docs/decisions/037-variants.md); each request is mailed once.
  | { kind: 'stock-alert'; alertId: string };

export type MailKind = MailDetails['kind'];

/** A mail job's data: its kind and what it is about in clear (for the admin list), the details sealed. */
export interface MailJobData {
  kind: MailKind;
  about: string;
  sealed: string;
}

function about(mail: MailDetails): string {
  if ('orderId' in mail) return mail.orderId;
  if ('userId' in mail) return mail.userId;
  if ('alertId' in mail) return mail.alertId;
  return mail.to;
}

/**
 * The event a mail stands for. An order's mails happen once per order (a status step once per step), so their
 * key is fixed and a second enqueue of the same event is no second mail. Codes and alerts are one-off events.
 */
function eventKey(mail: MailDetails): string {
  switch (mail.kind) {
    case 'order-placed':
    case 'order-cancelled':
    case 'order-refunded':
    case 'return-requested':
    case 'cancel-requested':
      return `${mail.kind}:${mail.orderId}`;
    case 'order-status':
      return `${mail.kind}:${mail.orderId}:${mail.status}`;
    case 'stock-alert':
      return `${mail.kind}:${mail.alertId}`;
    default:
      return `${mail.kind}:${randomUUID()}`;
  }
}

/** What enqueuing a mail needs: the queue, and the secret that seals the details (codes, addresses). */
export interface MailQueue {
  jobs: JobEnqueuer;
  config: { jwtSecret: string };
}

/** Adds the mail in `trx`: it is sent only if that transaction commits, and then surely (with retries). */
export async function enqueueMail(trx: Db, queue: MailQueue, mail: MailDetails): Promise<void> {
  const data: MailJobData = {
    kind: mail.kind,
    about: about(mail),
    sealed: seal(queue.config.jwtSecret, mail),
  };
  await queue.jobs.enqueue(trx, QUEUES.sendMail, data, eventKey(mail));
}
