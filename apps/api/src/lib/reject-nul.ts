// PostgreSQL cannot store the NUL character in text, so a request carrying one would end in a database
// error. Such input is refused up front with a 400, whatever route it is sent to.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw new AppError('INVALID', NUL_MESSAGE);
    }
  });
}
