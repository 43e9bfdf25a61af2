// The payment step's cash-on-delivery choice from the server's answer (docs/decisions/030-cash-on-delivery-risk.md).
import { describe, expect, it } from 'vitest';
import { codChoice } from './cod-choice.ts';

const answered = (data: { available: boolean; reason: string | null }) =>
  ({ isError: false, isPending: false, fetchStatus: 'idle', data }) as const;

describe('codChoice', () => {
  it('offers cash on delivery when the server allows it', () => {
    expect(codChoice(answered({ available: true, reason: null }))).toEqual({ kind: 'open' });
  });

  it("refuses it with the server's reason in words", () => {
    const reason = 'Cash on delivery is not available for PIN code 781001. Please pay online.';
    expect(codChoice(answered({ available: false, reason }))).toEqual({ kind: 'refused', reason });
  });

  it('refuses it in plain words when the server gave no reason', () => {
    expect(codChoice(answered({ available: false, reason: null }))).toEqual({
      kind: 'refused',
      reason: 'Cash on delivery is not available for this order. Please pay online.',
    });
  });

  it('holds it while the server is asked', () => {
    expect(codChoice({ isError: false, isPending: true, fetchStatus: 'fetching', data: undefined })).toEqual({
      kind: 'checking',
    });
  });

  it('leaves it open when nothing was asked yet, or the check failed (placing the order asks again)', () => {
    expect(codChoice({ isError: false, isPending: true, fetchStatus: 'idle', data: undefined })).toEqual({
      kind: 'open',
    });
    expect(codChoice({ isError: true, isPending: false, fetchStatus: 'idle', data: undefined })).toEqual({
      kind: 'open',
    });
  });
});
