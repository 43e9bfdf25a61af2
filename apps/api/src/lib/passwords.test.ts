import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

// Made by the WebAssembly Argon2id (hash-wasm) this shop used before Node's own: stored hashes must keep working.
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$MDEyMzQ1Njc4OWFiY2RlZg$gy5SuVm5Z7Vw7keB9se9p87QGcomaseB/S2U1OhTsM0';

describe('password hashing', () => {
  it('verifies a hash written by the earlier implementation, and only with its password', async () => {
    expect(await verifyPassword('correct horse battery staple', EARLIER_HASH)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', EARLIER_HASH)).toBe(false);
  });

  it('writes PHC Argon2id strings with a fresh salt that verify with their password only', async () => {
    const first = await hashPassword('Secret#123');
    const second = await hashPassword('Secret#123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Secret#123', first)).toBe(true);
    expect(await verifyPassword('secret#123', first)).toBe(false);
  });

  it('never matches a stored value that is not a hash it can check', async () => {
    const stored = await hashPassword('Secret#123');
    const greedy = stored.replace('m=19456', 'm=4194304');
    for (const hash of ['', 'Secret#123', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA', greedy]) {
      expect(await verifyPassword('Secret#123', hash)).toBe(false);
    }
  });
});
