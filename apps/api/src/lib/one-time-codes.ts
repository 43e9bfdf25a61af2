// Six-digit codes mailed to shoppers (sign-up, email change). Only a keyed hash is stored, so a copy of the
// database does not give away live codes; the key is the JWT secret, which never leaves the server.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shop/shared/auth.schemas';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/** A uniformly random code from a cryptographic source, zero-padded ('004217'). */
export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** The hash binds the code to what it is for and to whom it went: a code for one purpose fits no other. */
export function hashCode(
  secret: string,
  purpose: 'signup' | 'email-change' | 'password-reset',
  email: string,
  code: string,
): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/**
 * A stored hash that no code matches: what a password reset of an unknown address, or a sign-up of a known one,
 * keeps, so that checking codes there answers exactly as anywhere else (docs/decisions/034).
 */
export function unusableCodeHash(): string {
  return randomBytes(32).toString('hex');
}

export function codeMatches(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
