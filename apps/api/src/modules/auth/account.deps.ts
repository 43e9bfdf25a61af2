// What the account services (auth and profile) work with; app.ts builds it once per server.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Mailer } from '../../adapters/mailer.ts';
import type { OidcProvider } from '../../adapters/oidc.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobEnqueuer } from '../../jobs/job-queue.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

export interface AccountDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Mails, refunds and other work done after the answer, durably (docs/decisions/025). */
  jobs: JobEnqueuer;
  limiter: RateLimiter;
  oidc: OidcProvider;
  log: FastifyBaseLogger;
}

/** Who is asking: for rate limits and login alerts. */
export interface Client {
  ip: string;
  userAgent: string;
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
