// Names and address lines are one line (issue 50): what toOneLine collapses, and what it leaves alone.
import { describe, expect, it } from 'vitest';
import { oneLineString, toOneLine } from './common.schemas.ts';
import { shippingInfoSchema } from './order.schemas.ts';

describe('toOneLine', () => {
  it('turns each run of line breaks and control characters, with the spaces around it, into one space', () => {
    expect(toOneLine('12 MG Road\r\nBcc: x@evil.example\n\nURGENT: https://evil.example')).toBe(
      '12 MG Road Bcc: x@evil.example URGENT: https://evil.example',
    );
    expect(toOneLine('Asha \t\u0085 Rao\u2028Bengaluru\u2029India\u000b\u000c!')).toBe(
      'Asha Rao Bengaluru India !',
    );
    // Bidirectional overrides would reorder what a mail shows.
    expect(toOneLine('Flat 4\u202Emoc.live\u202C')).toBe('Flat 4 moc.live ');
  });

  it('leaves one-line text as it is, Indian scripts and their joiners included', () => {
    for (const text of ['12, MG Road', 'क्षत्रिय  मार्ग', 'ശ്രീ\u200Dകൃഷ്ണ', 'Flat 4B – 2nd floor']) {
      expect(toOneLine(text)).toBe(text);
    }
  });

  it('collapses before trimming and the length checks', () => {
    expect(oneLineString().trim().min(1).safeParse('\r\n\t').success).toBe(false);
    const parsed = shippingInfoSchema.parse({
      address: '  12 MG Road\r\nBcc: x@evil.example ',
      city: 'Bengaluru\n',
      state: 'Karnataka',
      postalCode: '560001',
      phone: '+919876543210',
    });
    expect(parsed).toMatchObject({ address: '12 MG Road Bcc: x@evil.example', city: 'Bengaluru' });
  });
});
