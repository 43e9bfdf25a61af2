// The mails of signing up and signing in.
import type { OutgoingMail } from '../../adapters/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { CODE_TTL_MINUTES } from '../../lib/one-time-codes.ts';
import type { Client } from './account.deps.ts';
import { describeDevice, describePlace } from './client-description.lib.ts';

export function signupCodeMail(shopName: string, to: string, firstName: string, code: string): OutgoingMail {
  return {
    to,
    subject: `Your ${shopName} verification code`,
    signupCode: code,
    ...renderMail({
      shopName,
      heading: `Welcome to ${shopName}, ${firstName}`,
      paragraphs: [
        `Your verification code is ${code}. Enter it on the sign-up page to create your account.`,
        `The code is valid for ${CODE_TTL_MINUTES} minutes. If you did not sign up, ignore this mail.`,
      ],
      code,
    }),
  };
}

/** When the sign-in happened, in the shop's time zone (its shoppers are in India). */
function signInTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(date)} IST`;
}

export function loginAlertMail(
  shopName: string,
  to: string,
  firstName: string,
  method: 'password' | 'google',
  client: Client,
  at = new Date(),
): OutgoingMail {
  return {
    to,
    subject: `New sign-in to your ${shopName} account`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, someone signed in to your account`,
      paragraphs: [
        'If this was you, there is nothing to do.',
        'If it was not, change your password at once from the Security tab of your profile, where you can also sign that device out.',
      ],
      details: [
        ['Time', signInTime(at)],
        ['Signed in with', method === 'google' ? 'Google' : 'Email and password'],
        // The device from the browser's user agent, the place from the address alone (docs/decisions/034).
        ['Device', describeDevice(client.userAgent)],
        ['Place', describePlace(client.ip)],
        ['IP address', client.ip],
        ['Browser', client.userAgent || 'unknown'],
      ],
    }),
  };
}
