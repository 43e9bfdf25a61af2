// The signed-in user's profile (docs/product.md#accounts-profile): read it, save names, phone, addresses and login alerts,
// and change the email address only after a code mailed to the new address (docs/product.md#accounts-sign-up).
import {
  type AddressInput,
  AUTH_MESSAGES,
  accountPhoneSchema,
  type UserProfile,
  type updateProfileBodySchema,
  wrongCode,
} from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { PHONE_MESSAGE } from '@shop/shared/phone';
import type { z } from 'zod';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { codeMatches, hashCode, MAX_CODE_ATTEMPTS, newCode } from '../../lib/one-time-codes.ts';
import type { AccountDeps, Client } from '../auth/account.deps.ts';
import type { SignedIn } from '../auth/auth.guard.ts';
import { endOtherSessions, keepThisSession } from '../auth/sessions.service.ts';
import { addressesToSave, readAddresses } from './addresses.lib.ts';
import * as repo from './profile.repository.ts';

function accountName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

function toUserProfile(row: repo.ProfileRow): UserProfile {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    addresses: readAddresses(row.addresses, accountName(row.first_name, row.last_name)),
    authMethod: row.auth_method,
    loginAlerts: row.login_alerts,
    pendingEmail: row.pending_email,
    role: row.role,
  };
}

async function currentUser(deps: AccountDeps, userId: string): Promise<repo.ProfileRow> {
  const row = await repo.findProfile(deps.db, userId);
  // Deleted after the guard let the request in.
  if (!row) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return row;
}

export async function getProfile(deps: AccountDeps, userId: string): Promise<UserProfile> {
  return toUserProfile(await currentUser(deps, userId));
}

/**
 * The ids sent must be unique, and an address sent without one gets a new one (docs/decisions/022); of several
 * addresses marked active, the last one wins.
 */
function normaliseAddresses(addresses: AddressInput[]): (AddressInput & { _id: string })[] {
  const sent = addresses.flatMap((address) => (address._id === undefined ? [] : [address._id]));
  if (new Set(sent).size !== sent.length) throw new AppError('INVALID', AUTH_MESSAGES.duplicateAddressIds);
  const active = addresses.findLastIndex((address) => address.isActive);
  return addresses.map((address, index) => ({
    ...address,
    _id: address._id ?? newId(),
    isActive: index === active,
  }));
}

/** The account phone in its stored form (+91 and ten digits, or '' for none); 400 in words when it is not a mobile. */
function checkedPhone(sent: string): string {
  const parsed = accountPhoneSchema.safeParse(sent);
  if (!parsed.success) throw new AppError('INVALID', PHONE_MESSAGE);
  return parsed.data;
}

export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  request: z.infer<typeof updateProfileBodySchema>,
  client: Client,
): Promise<{ message: string; user: UserProfile }> {
  const { db, config, limiter } = deps;
  const user = await currentUser(deps, userId);
  // A new or changed address must be India's (docs/decisions/036); a new one without a recipient gets the name
  // the account has after this save.
  const addresses =
    request.addresses &&
    addressesToSave(
      normaliseAddresses(request.addresses),
      readAddresses(user.addresses, accountName(user.first_name, user.last_name)),
      accountName(request.firstName ?? user.first_name, request.lastName ?? user.last_name),
    );

  // A phone kept as it was stays, whatever older rule stored it; a changed one must be a mobile (decision 036).
  const phone =
    request.phone === undefined || request.phone === user.phone ? undefined : checkedPhone(request.phone);

  // Everything that can refuse the save is checked before anything is written.
  let emailChange: { email: string; code: string } | undefined;
  const newEmail = request.email !== undefined && request.email !== user.email ? request.email : undefined;
  const codeStillValid = newEmail === user.pending_email && !user.email_code_expired;
  if (newEmail !== undefined && !codeStillValid) {
    if (user.auth_method === 'google') throw new AppError('INVALID', AUTH_MESSAGES.emailChangeGoogle);
    await limiter.consume('emailChange', { ip: client.ip, subject: userId });
    if (await repo.emailTaken(db, newEmail, userId))
      throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
    emailChange = { email: newEmail, code: newCode() };
  }

  // The code's mail is a job of the save's transaction: a stored code is always mailed (docs/decisions/025).
  const updated = await db.transaction().execute(async (trx) => {
    const saved = await repo.updateProfile(trx, userId, {
      firstName: request.firstName,
      lastName: request.lastName,
      phone,
      addresses,
      loginAlerts: request.loginAlerts,
      pendingEmail: emailChange && {
        email: emailChange.email,
        codeHash: hashCode(config.jwtSecret, 'email-change', emailChange.email, emailChange.code),
      },
    });
    if (saved && emailChange) {
      await enqueueMail(trx, deps, {
        kind: 'email-change-code',
        to: emailChange.email,
        firstName: saved.first_name,
        code: emailChange.code,
      });
    }
    return saved;
  });
  if (!updated) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  const message = newEmail !== undefined ? AUTH_MESSAGES.emailCodeSent : MESSAGES.profileUpdated;
  return { message, user: toUserProfile(updated) };
}

export async function verifyEmailChange(
  deps: AccountDeps,
  who: SignedIn,
  otp: string,
  client: Client,
): Promise<{ message: string; user: UserProfile; token: string }> {
  const { db, config, limiter } = deps;
  const { userId } = who;
  await limiter.consume('verifyEmail', { ip: client.ip, subject: userId });
  const user = await currentUser(deps, userId);
  if (!user.pending_email) throw new AppError('INVALID', AUTH_MESSAGES.noPendingEmail);
  if (user.email_code_expired) throw new AppError('INVALID', AUTH_MESSAGES.emailCodeExpired);

  const attempt = await repo.takeEmailCodeAttempt(db, userId);
  if (!attempt?.pending_email || !attempt.email_code_hash) {
    await repo.clearPendingEmail(db, userId);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongEmailCodes);
  }
  const candidate = hashCode(config.jwtSecret, 'email-change', attempt.pending_email, otp);
  if (!codeMatches(attempt.email_code_hash, candidate)) {
    const left = MAX_CODE_ATTEMPTS - attempt.email_code_attempts;
    if (left > 0) throw new AppError('INVALID', wrongCode(left));
    await repo.clearPendingEmail(db, userId);
    throw new AppError('INVALID', AUTH_MESSAGES.tooManyWrongEmailCodes);
  }

  const newEmail = attempt.pending_email;
  const outcome = await db.transaction().execute(async (trx) => {
    const applied = await repo.applyPendingEmail(trx, userId, attempt.email_code_hash ?? '');
    if (applied !== 'applied') return applied;
    // Tell the old address, so a stolen session cannot move the account away unnoticed: a job of the change.
    await enqueueMail(trx, deps, {
      kind: 'email-changed',
      to: user.email,
      firstName: user.first_name,
      newEmail,
    });
    // The account's sign-in address changed: every other session ends, this one goes on (docs/decisions/034).
    await endOtherSessions(trx, userId, who.sessionId);
    return { token: await keepThisSession(trx, deps, who, client) };
  });
  if (outcome === 'gone') throw new AppError('INVALID', AUTH_MESSAGES.noPendingEmail);
  if (outcome === 'taken') {
    await repo.clearPendingEmail(db, userId);
    throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
  }
  const { token } = outcome;
  return { message: AUTH_MESSAGES.emailUpdated, user: await getProfile(deps, userId), token };
}
