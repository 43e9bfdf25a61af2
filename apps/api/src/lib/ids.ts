// Opaque ids: 24 lowercase hex characters from a cryptographic source.
import { randomBytes } from 'node:crypto';

export function newId(): string {
  return randomBytes(12).toString('hex');
}
