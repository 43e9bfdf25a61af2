// What the order and payment services work with; app.ts builds it once per server.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobEnqueuer } from '../../jobs/job-queue.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { WebhookPost } from '../suppliers/purchase-order-sending.service.ts';

export interface OrdersDeps {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Mails, refunds and other work done after the answer, durably (docs/decisions/025). */
  jobs: JobEnqueuer;
  log: FastifyBaseLogger;
  /** Database-backed limits on placing orders and starting checkouts (docs/decisions/017). */
  limiter: RateLimiter;
  /**
   * How purchase orders reach a supplier's webhook (docs/decisions/027): the network when left out; the server
   * delivers to its own sandbox supplier inside the process.
   */
  postWebhook?: WebhookPost;
}
