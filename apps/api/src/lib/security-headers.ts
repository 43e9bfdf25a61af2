// Browser safety headers for every answer (issue 12): helmet's set with a Content-Security-Policy that allows the
// shop's own origin and, only when real Razorpay keys are configured, Razorpay's checkout; HSTS in production;
// CORS only for the origins CORS_ORIGINS names. See docs/decisions/016-browser-safety-headers.md.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Razorpay's checkout script, and the frames and calls it makes (its API and its other subdomains). */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://*.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://*.razorpay.com'],
};

export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  // The sandbox gateway's checkout script is served by this server, so 'self' already covers it.
  const razorpay = config.payment.sandbox ? { script: [], frame: [], connect: [] } : RAZORPAY;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // No inline or eval'd script: the app is hashed module files; the #shop-config block is JSON, never run.
    'script-src': ["'self'", ...razorpay.script],
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: React `style` props, Swagger UI and Razorpay's checkout insert them, and a
    // style cannot run code. Scripts, the real danger, get no such exception.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product photos may be any https URL the shop enters (an S3 bucket, a CDN, a supplier's site): an image
    // cannot run code, so any https source is allowed for images only.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...razorpay.connect],
    'frame-src': ["'self'", ...razorpay.frame],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Outside production the shop is plain http on localhost, where upgrading would break every request.
    'upgrade-insecure-requests': config.env === 'production' ? [] : null,
  };
}

/** Registers the headers on the root instance, so they cover every route, the 404 and the error answers. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Only where TLS is certain: a max-age sent over plain http on localhost would pin browsers to https.
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Razorpay's checkout opens bank and UPI windows that talk back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Product photos may be shown by mail clients and sharing previews on other sites.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Tokens travel in the Authorization header, never in cookies: no credentialed requests are needed.
      credentials: false,
      maxAge: 600,
    });
  }
}
