// Picks the payment provider (docs/product.md#payment-online): Razorpay when keys are configured, otherwise the sandbox gateway.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  const { sandbox, keyId, keySecret, webhookSecret, apiUrl } = config.payment;
  if (!sandbox) return new RazorpayGateway({ keyId, keySecret, webhookSecret, apiUrl });
  // config.ts refuses this already; a hand-built Config must not slip a fake gateway into production either.
  if (config.env === 'production') throw new Error('The sandbox payment gateway is refused in production');
  if (!webhookSecret) throw new Error('The sandbox payment gateway needs its webhook secret');
  return new SandboxGateway(db, { keyId, keySecret, webhookSecret });
}
