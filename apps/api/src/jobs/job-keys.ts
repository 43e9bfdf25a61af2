// A job's id from the event it stands for (docs/decisions/025): the same queue and key always give the same
// UUID (version 5, SHA-1 in a namespace of the shop's own), and pg-boss inserts a job whose id exists as
// nothing. So an event enqueued twice (a retried request, a replayed webhook) still makes one job: one mail,
// one refund.
import { createHash } from 'node:crypto';

/** The shop's UUID namespace for job ids (a fixed random UUID). */
const NAMESPACE = Buffer.from('8f0b3c1e6a2d4f7b9c5e1a3d7f9b2c4e', 'hex');

export function jobIdFor(queue: string, key: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${queue}:${key}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
