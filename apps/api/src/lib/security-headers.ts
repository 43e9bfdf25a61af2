// Browser safety headers for every answer (docs/decisions/016-browser-safety-headers.md): helmet's set with a Content-Security-Policy that allows the
// shop's own origin and, only when real Razorpay keys are configured, Razorpay's checkout; HSTS in production;
// CORS only for the origins CORS_ORIGINS names. See docs/decisions/016-browser-safety-headers.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * Helmet's headers for these options, worked out once: they are the same for every answer, and building them per
 * request (as @fastify/helmet does, parsing every directive again) cost about a tenth of a cached catalogue read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Registers the headers on the root instance, so they cover every route, the 404 and the error answers. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmetHeaders({
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
  // Set first thing, so a route that needs stricter ones (uploaded files) overrides them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Read by the admin's downloads: the file's name, and the next part of a paged export (the GST CSVs).
      exposedHeaders: ['Content-Disposition', 'Link'],
      // Tokens travel in the Authorization header, never in cookies: no credentialed requests are needed.
      credentials: false,
      maxAge: 600,
    });
  }
}
