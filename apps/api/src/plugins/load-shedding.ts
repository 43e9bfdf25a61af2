// Load shedding (docs/decisions/017-limits-on-one-visitor.md): when the event loop falls behind by more than
// MAX_EVENT_LOOP_DELAY_MS on average over a second, @fastify/under-pressure answers new requests 503 with a
// Retry-After instead of queueing them behind work the process cannot finish, so the requests already in flight
// (an order being placed) still complete. The health check is never shed.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export const SHOP_BUSY = 'The shop is very busy right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;
const NEVER_SHED = new Set(['/api/health']);

export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Resolving lets the request through; rejecting hands the error to the one error handler ({ message }).
    pressureHandler: async (request, reply) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('BUSY', SHOP_BUSY);
    },
  });
}
