// The only reader of process.env: parses it once with zod and fails at boot naming every bad variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Client addresses (rate limits, login alerts) come from X-Forwarded-For only behind a trusted proxy.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SHOP_NAME: z.string().default('ShopNest'),
  SUPPORT_PHONE: z.string().default('+911234567890'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SUPPORT_WHATSAPP: z.string().default('911234567890'),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText,
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  logLevel: string;
  webDistDir: string;
  seedOnEmpty: boolean;
  trustProxy: boolean;
  shop: {
    name: string;
    supportPhone: string;
    supportEmail: string;
    supportWhatsapp: string;
  };
  mail: {
    /** SMTP server to send through; without it every mail is written to `outboxDir`. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  /** Google sign-in (OpenID Connect); `clientId` unset means it is not offered. */
  oidc: {
    issuer: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUri: string;
  };
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment; throws one ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  // Relative paths are taken from the repository root, wherever the command was started.
  const dataDir = path.resolve(repoRoot, vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const oidcIssuer = vars.OIDC_ISSUER ?? 'https://accounts.google.com';
  if (vars.NODE_ENV === 'production' && !oidcIssuer.startsWith('https:')) {
    // Tokens from a plain-http issuer could be read or changed on the way (decisions §4).
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER: must be https in production');
  }
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    jwtSecret: vars.JWT_SECRET ?? localJwtSecret(vars.NODE_ENV, dataDir),
    publicUrl,
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, vars.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedOnEmpty: vars.SEED_ON_EMPTY,
    trustProxy: vars.TRUST_PROXY,
    shop: {
      name: vars.SHOP_NAME,
      supportPhone: vars.SUPPORT_PHONE,
      supportEmail: vars.SUPPORT_EMAIL,
      supportWhatsapp: vars.SUPPORT_WHATSAPP,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `${vars.SHOP_NAME} <no-reply@localhost>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    oidc: {
      issuer: oidcIssuer,
      clientId: vars.OIDC_CLIENT_ID,
      clientSecret: vars.OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/api/auth/google/callback`,
    },
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts. */
function localJwtSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
