// The mails of changing an email address: the code to the new address, a notice to the old one.
import type { OutgoingMail } from '../../adapters/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { CODE_TTL_MINUTES } from '../../lib/one-time-codes.ts';

export function emailChangeCodeMail(
  shopName: string,
  to: string,
  firstName: string,
  code: string,
): OutgoingMail {
  return {
    to,
    subject: `Confirm your new ${shopName} email address`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, confirm your new email address`,
      paragraphs: [
        `Your verification code is ${code}. Enter it in your profile to make this your account's email address.`,
        `The code is valid for ${CODE_TTL_MINUTES} minutes. If you did not ask for this, ignore this mail: nothing changes.`,
      ],
      code,
    }),
  };
}

export function emailChangedNotice(
  shopName: string,
  to: string,
  firstName: string,
  newEmail: string,
): OutgoingMail {
  return {
    to,
    subject: `Your ${shopName} email address was changed`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, your email address was changed`,
      paragraphs: [
        `Your account now signs in with ${newEmail}. Mails will go there from now on.`,
        'If you did not make this change, contact our support at once.',
      ],
    }),
  };
}
