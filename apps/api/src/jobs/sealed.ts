// A mail job's details sealed with AES-256-GCM under a key derived from the JWT secret. Sign-up and email codes
// are kept in the database only as keyed hashes, and sign-in addresses never (docs/product.md#accounts-sign-up, docs/decisions/021):
// a job that carries them must not undo that, so a copy of the job table reveals neither.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('job-details').digest();
}

export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value; throws when it was sealed under another secret or changed. */
export function unseal(secret: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}
