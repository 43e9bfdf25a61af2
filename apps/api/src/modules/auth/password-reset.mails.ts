// The mails of a forgotten password, and the one an account's owner gets when someone signs up with their address
// (docs/decisions/034-sessions-on-the-server.md: the sign-up page answers alike, the mail tells the owner).
import type { OutgoingMail } from '../../adapters/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { CODE_TTL_MINUTES } from '../../lib/one-time-codes.ts';

export function passwordResetCodeMail(
  shopName: string,
  to: string,
  firstName: string,
  code: string,
): OutgoingMail {
  return {
    to,
    subject: `Reset your ${shopName} password`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, here is your code to reset your password`,
      paragraphs: [
        `Your code is ${code}. Enter it on the sign-in page, under "Forgot password?", with your new password.`,
        `The code is valid for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
      ],
      code,
    }),
  };
}

export function passwordResetGoogleMail(shopName: string, to: string, firstName: string): OutgoingMail {
  return {
    to,
    subject: `Your ${shopName} account signs in with Google`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, your account has no password to reset`,
      paragraphs: [
        'Someone asked to reset the password of your account. Your account signs in with Google: use "Continue with Google" on the sign-in page.',
        'If you did not ask, ignore this mail: nothing changes.',
      ],
    }),
  };
}

export function passwordResetDoneMail(shopName: string, to: string, firstName: string): OutgoingMail {
  return {
    to,
    subject: `Your ${shopName} password was reset`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, your password was reset`,
      paragraphs: [
        'Your account has a new password, and every device that was signed in has been signed out.',
        'If you did not do this, reset your password again at once from "Forgot password?" on the sign-in page, and contact our support.',
      ],
    }),
  };
}

export function signupExistingMail(
  shopName: string,
  to: string,
  firstName: string,
  google: boolean,
): OutgoingMail {
  return {
    to,
    subject: `Someone tried to create a ${shopName} account with your address`,
    ...renderMail({
      shopName,
      heading: `Hello ${firstName}, you already have an account`,
      paragraphs: [
        'Someone tried to create an account with your email address, which already has one. No new account was made.',
        google
          ? 'Your account signs in with Google: use "Continue with Google" on the sign-in page.'
          : 'If it was you, sign in with your password, or use "Forgot password?" on the sign-in page to set a new one.',
        'If it was not you, ignore this mail: nothing changes.',
      ],
    }),
  };
}
