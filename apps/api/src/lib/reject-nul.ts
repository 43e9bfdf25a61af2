// PostgreSQL cannot store the NUL character in text, so a request carrying one would end in a database
// error. Such input is refused up front with a 400, whatever route it is sent to; so is JSON nested deeper than any
// shop request needs.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/** No shop request nests deeper than a few levels; a deeper one is hostile (and would exhaust a recursive walk). */
const MAX_DEPTH = 32;

class TooDeep extends Error {}

/** Walks without recursion, so a body of 20,000 nested arrays is a 400, not a stack overflow. */
export function containsNul(value: unknown): boolean {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, depth } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_DEPTH) throw new TooDeep();
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push({ item: child, depth: depth + 1 });
      }
    }
  }
  return false;
}

export function rejectNulCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request shows under load.
  app.addHook('preValidation', (request, _reply, done) => {
    let found: boolean;
    try {
      found = containsNul(request.query) || containsNul(request.params) || containsNul(request.body);
    } catch (error) {
      done(error instanceof TooDeep ? new AppError('INVALID', TOO_DEEP_MESSAGE) : (error as Error));
      return;
    }
    done(found ? new AppError('INVALID', NUL_MESSAGE) : undefined);
  });
}
