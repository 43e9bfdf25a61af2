// Sends one mail job (docs/decisions/025): renders the mail from what it is about, as it is now, and hands it to
// the mail server. A failure throws, so pg-boss retries the job with back-off; the job's id becomes the mail's
// Message-ID, so even a mail repeated after a crash between the server's "accepted" and the job's completion
// is one message to the receiving side.
import type { Job } from 'pg-boss';
import type { Mailer, OutgoingMail } from '../adapters/mailer.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { loginAlertMail, signupCodeMail } from '../modules/auth/auth.mails.ts';
import {
  passwordResetCodeMail,
  passwordResetDoneMail,
  passwordResetGoogleMail,
  signupExistingMail,
} from '../modules/auth/password-reset.mails.ts';
import {
  cancellationMail,
  cancelRequestMail,
  type OrderMail,
  refundMail,
  returnRequestMail,
  type ShopIdentity,
  statusChangeMail,
} from '../modules/orders/order-actions.mails.ts';
import { orderConfirmationMail } from '../modules/orders/order-confirmation.mails.ts';
import { accountEmailOfOrder, findOrderById } from '../modules/orders/orders.repository.ts';
import { toOrder } from '../modules/orders/orders.shapes.ts';
import { emailChangeCodeMail, emailChangedNotice } from '../modules/profile/profile.mails.ts';
import { stockAlertMail } from '../modules/stock-alerts/stock-alerts.service.ts';
import type { MailDetails, MailJobData } from './mail-queue.ts';
import { unseal } from './sealed.ts';

export interface MailWorkerDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

type OrderDetails = Extract<MailDetails, { orderId: string }>;

async function orderMail(deps: MailWorkerDeps, mail: OrderDetails): Promise<OutgoingMail | undefined> {
  const record = await findOrderById(deps.db, mail.orderId);
  if (!record) throw new Error(`order ${mail.orderId} is gone`);
  const order = toOrder(record);
  const shop: ShopIdentity = {
    name: deps.config.shop.name,
    publicUrl: deps.config.publicUrl,
    returnWindowDays: deps.config.promises.returnWindowDays,
  };
  let rendered: OrderMail | undefined;
  switch (mail.kind) {
    case 'order-placed':
      rendered = orderConfirmationMail(shop, order);
      break;
    case 'order-cancelled':
      rendered = cancellationMail(shop, order, mail.refunding);
      break;
    case 'order-status':
      rendered = statusChangeMail(shop, order, mail.status);
      break;
    case 'order-refunded':
      rendered = refundMail(shop, order);
      break;
    case 'return-requested':
      rendered = returnRequestMail(shop, order, order.returnRequest?.message ?? '');
      break;
    case 'cancel-requested':
      rendered = cancelRequestMail(shop, order);
      break;
  }
  if (!rendered) return undefined;
  // The account's verified address, never the personalInfo.email typed into the order (docs/decisions/017).
  const to = await accountEmailOfOrder(deps.db, mail.orderId);
  if (to === undefined) throw new Error(`order ${mail.orderId} has no account to mail`);
  return { ...rendered, to };
}

async function render(deps: MailWorkerDeps, mail: MailDetails): Promise<OutgoingMail | undefined> {
  const shopName = deps.config.shop.name;
  switch (mail.kind) {
    case 'signup-code':
      return signupCodeMail(shopName, mail.to, mail.firstName, mail.code);
    case 'login-alert':
      return loginAlertMail(
        shopName,
        mail.to,
        mail.firstName,
        mail.method,
        { ip: mail.ip, userAgent: mail.userAgent },
        new Date(mail.at),
      );
    case 'email-change-code':
      return emailChangeCodeMail(shopName, mail.to, mail.firstName, mail.code);
    case 'email-changed':
      return emailChangedNotice(shopName, mail.to, mail.firstName, mail.newEmail);
    case 'password-reset-code':
      return passwordResetCodeMail(shopName, mail.to, mail.firstName, mail.code);
    case 'password-reset-google':
      return passwordResetGoogleMail(shopName, mail.to, mail.firstName);
    case 'password-reset-done':
      return passwordResetDoneMail(shopName, mail.to, mail.firstName);
    case 'signup-existing':
      return signupExistingMail(shopName, mail.to, mail.firstName, mail.google);
    case 'password-reset-no-account':
    case 'signup-resend-existing':
      return undefined;
    case 'stock-alert':
      return stockAlertMail(deps.db, deps.config, mail.alertId);
    default:
      return orderMail(deps, mail);
  }
}

function messageIdHost(publicUrl: string): string {
  return new URL(publicUrl).hostname || 'localhost';
}

export async function sendMailJob(deps: MailWorkerDeps, job: Job<object>): Promise<void> {
  const data = job.data as MailJobData;
  const mail = unseal(deps.config.jwtSecret, data.sealed) as MailDetails;
  const outgoing = await render(deps, mail);
  if (!outgoing) return;
  await deps.mailer.send({ ...outgoing, messageId: `<${job.id}@${messageIdHost(deps.config.publicUrl)}>` });
}
