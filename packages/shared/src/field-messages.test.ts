// Validation messages name the field in words (docs/product.md#api-errors): what a shopper or a client developer reads in the API's
// `message` when a schema gives no text of its own.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSchema } from './auth.schemas.ts';
import './field-messages.ts';
import { orderLineRequestSchema } from './order.schemas.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field messages', () => {
  it.each([
    [
      z.object({ addresses: z.array(z.object({ _id: z.string() })) }),
      { addresses: [{ _id: 5 }] },
      'Address id must be text',
    ],
    [
      z.object({ addresses: z.array(z.object({ _id: z.string() })) }),
      { addresses: [{}] },
      'Address id is required',
    ],
    [
      z.object({ personalInfo: z.object({ firstName: z.string() }) }),
      { personalInfo: {} },
      'First name is required',
    ],
    [z.object({ quantity: z.number().int() }), { quantity: 1.5 }, 'Quantity must be a whole number'],
    [z.object({ zipCode: z.string().min(4) }), { zipCode: '12' }, 'PIN code must be at least 4 characters'],
    [
      z.object({ comment: z.string().max(5) }),
      { comment: 'too long' },
      'Comment must be at most 5 characters',
    ],
    [
      z.object({ images: z.array(z.string()).max(2) }),
      { images: ['a', 'b', 'c'] },
      'Images must be at most 2 items',
    ],
    [z.object({ email: z.email() }), { email: 'nope' }, 'Email must be a valid email address'],
    [z.object({ type: z.enum(['Home', 'Work']) }), { type: 'Moon' }, 'Type must be one of: Home, Work'],
    [
      z.object({ orderItems: z.array(z.string()).min(1) }),
      { orderItems: [] },
      'Items must have at least one item',
    ],
    [z.object({ a: z.string() }), 'text', 'Send the details as a JSON object'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unknown field: b'],
  ])('%#: says "%s"', (schema, input, expected) => {
    expect(messages(schema, input)).toEqual([expected]);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.object({ name: z.string().min(1, 'Enter your name') }), { name: '' })).toEqual([
      'Enter your name',
    ]);
  });

  it('never shows a parser’s words for the shared schemas', () => {
    const texts = [
      ...messages(orderLineRequestSchema, { product: 7, quantity: '2' }),
      ...messages(addressSchema, { id: 5, zipCode: 560001 }),
    ];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/Invalid input|expected|received/);
  });
});
