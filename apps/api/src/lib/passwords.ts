// Password hashing with Argon2id (decisions §4), in WebAssembly (hash-wasm): no install script and no
// per-platform binary, so `npm ci` works on every machine. Hashes are PHC strings ($argon2id$v=19$…), which
// any Argon2 library can verify, so the implementation can change without rehashing anyone.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

// OWASP's first recommended Argon2id setting: 19 MiB of memory, 2 passes, one lane.
const PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    // A stored hash that does not parse never matches; it must not turn a sign-in into a 500.
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
