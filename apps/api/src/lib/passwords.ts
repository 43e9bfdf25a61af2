// Password hashing with Argon2id (docs/decisions/008-accounts.md) by Node's own `crypto.argon2` (Node >= 24.7),
// which runs on libuv's thread pool: a sign-in never blocks the event loop for the ~20 ms a hash takes. Hashes
// are PHC strings ($argon2id$v=19$m=…,t=…,p=…$salt$hash), the format every Argon2 library reads and writes, so
// hashes made by the earlier WebAssembly implementation (same format) keep verifying and nobody is rehashed.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's first recommended Argon2id setting: 19 MiB of memory, 2 passes, one lane.
const PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const VERSION = 19;

// Bounds on what a stored hash may ask for, so a corrupted or planted row cannot make one check cost gigabytes.
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 10;
const MAX_PARALLELISM = 8;

interface Argon2Input {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
  nonce: Buffer;
}

function derive(password: string, input: Argon2Input): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, ...input }, (error, tag) =>
      error ? reject(error) : resolve(tag),
    );
  });
}

/** PHC's base64: the standard alphabet without padding. */
function encode(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const tag = await derive(password, { ...PARAMETERS, nonce });
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=${VERSION}$m=${memory},t=${passes},p=${parallelism}$${encode(nonce)}$${encode(tag)}`;
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parameters, salt and expected tag of a stored hash; undefined when it is not one this shop can check. */
function parse(hash: string): (Argon2Input & { expected: Buffer }) | undefined {
  const match = PHC.exec(hash);
  if (!match) return undefined;
  const [version, memory, passes, parallelism] = match.slice(1, 5).map(Number);
  const nonce = Buffer.from(match[5] as string, 'base64');
  const expected = Buffer.from(match[6] as string, 'base64');
  const sane =
    version === VERSION &&
    parallelism !== undefined &&
    parallelism >= 1 &&
    parallelism <= MAX_PARALLELISM &&
    memory !== undefined &&
    memory >= 8 * parallelism &&
    memory <= MAX_MEMORY_KIB &&
    passes !== undefined &&
    passes >= 1 &&
    passes <= MAX_PASSES &&
    nonce.length >= 8 &&
    expected.length >= 4;
  if (!sane) return undefined;
  return { memory, passes, parallelism, tagLength: expected.length, nonce, expected };
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  // A stored hash that does not parse never matches; it must not turn a sign-in into a 500.
  const stored = parse(hash);
  if (!stored) return false;
  const { expected, ...input } = stored;
  try {
    return timingSafeEqual(await derive(password, input), expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification when there is no user (or no password) to check, so the answer
 * time does not tell whether an email has an account.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
