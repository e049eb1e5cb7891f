import { createHash } from 'node:crypto';
import { z } from 'zod';
import { PUBLIC_RUNTIMES, type PublicRuntime } from './http/public-runtime';

const portSchema = z.coerce.number().int().min(1).max(65535);
/** Links in mail and the CSRF origin check are built from these, so 'localhost:3000' (no scheme) is refused. */
const siteUrlSchema = z.string().url().refine((value) => /^https?:\/\/[^/]/.test(value), 'must start with http:// or https://');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: portSchema.default(3000),
    ADMIN_PORT: portSchema.default(3001),
    /** When set, the server uses this PostgreSQL and starts no embedded one. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * The same database without a pooler in between, for what needs a session of its own (decision 055):
     * LISTEN/NOTIFY of the change listener and announcer, the job queue, and migrations under their
     * session advisory lock. Defaults to DATABASE_URL. Set to another address, DATABASE_URL is taken to be
     * PgBouncer in transaction mode: the query pool then names no prepared statements.
     */
    DATABASE_DIRECT_URL: z.string().url().optional(),
    /**
     * A streaming standby of DATABASE_URL's database (decision 057): the cached public reads (catalogue, blog,
     * store, tasks, settings shown to all) may be read there, never money, sessions or admin work. Unset: all on DATABASE_URL.
     */
    DATABASE_READ_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    EMBEDDED_PG_PORT: portSchema.default(54329),
    PUBLIC_URL: siteUrlSchema.optional(),
    ADMIN_URL: siteUrlSchema.optional(),
    /** Keys the hash of every session and e-mail token, so a database dump alone cannot be used to forge lookups. */
    APP_SECRET: z.string().min(32).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Honest Rewards <no-reply@honest-rewards.local>'),
    SUPPORT_EMAIL: z.string().email().default('support@honest-rewards.local'),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    /**
     * Behind a load balancer: 'true' trusts proxies on private addresses, or a comma-separated list of
     * addresses/CIDRs names them. Only hops through trusted proxies are believed for the client's address.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be true, false or a comma-separated list of proxy addresses or CIDR ranges')
      .default('false'),
    /** Lets a Prometheus server read /metrics on the admin origin (as `Authorization: Bearer …`) without an admin session. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Server processes sharing both listeners (node:cluster); PostgreSQL and the boot work are done once, by the primary. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1, 'must be at least 1').max(64, 'must be at most 64').default(1),
    /** Seals the reward store's codes (AES-256-GCM, decision 018): 32 bytes, base64. */
    REWARD_CODES_KEY: z.string().refine((value) => parseRewardCodeSecret(value) !== null, 'must be 32 bytes in base64').optional(),
    /** The version REWARD_CODES_KEY is stored under; older versions stay readable as REWARD_CODES_KEY_<n> until re-sealed. */
    REWARD_CODES_KEY_VERSION: z.coerce.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(1),
    /** Defaults to info in production and warn elsewhere, so a development start shows its banner, not every request. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).optional(),
    /** Which build of the public site is served: Preact's (shipped, dist/public) or React 19's (dist/public-react), decision 016. */
    PUBLIC_RUNTIME: z.enum(PUBLIC_RUNTIMES).default('preact'),
    /** '1' lets a browser test move this process's clock and run a job at once (server/http/test-clock-routes.ts); refused in production. */
    TEST_CLOCK_CONTROL: z.enum(['0', '1'], { message: 'must be 1 or 0' }).default('0'),
    /** Razorpay (issue 19): all three or none; without them VIP payments are not configured and the pay button is not shown. */
    RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    /** Where the `/v1/...` API paths go (a local stand-in in tests). */
    RAZORPAY_API_URL: siteUrlSchema.default('https://api.razorpay.com'),
    /** Razorpay Checkout's script; its origin is allowed by the public origin's CSP while payments are configured. */
    RAZORPAY_CHECKOUT_URL: siteUrlSchema.default('https://checkout.razorpay.com/v1/checkout.js'),
    /**
     * Reloadly's Gift Cards API (issue 33, decision 059): all three or none; without them no product is
     * bought from a provider and the admin shows no provider anywhere. Sandbox and live have their own keys.
     */
    RELOADLY_CLIENT_ID: z.string().trim().min(1).optional(),
    RELOADLY_CLIENT_SECRET: z.string().trim().min(1).optional(),
    RELOADLY_ENV: z.enum(['sandbox', 'live'], { message: 'must be sandbox or live' }).optional(),
    /** Where the token is asked for (a local stand-in in tests); default https://auth.reloadly.com for both environments. */
    RELOADLY_AUTH_URL: siteUrlSchema.optional(),
    /** Where the gift-card API paths go; default the environment's host (giftcards-sandbox.reloadly.com or giftcards.reloadly.com). */
    RELOADLY_API_URL: siteUrlSchema.optional(),
    /**
     * Web Push's VAPID pair (decision 042), both or neither, base64url as `npx web-push generate-vapid-keys`
     * prints them; without them the server generates a pair once and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)').optional(),
    VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)').optional(),
    /** Who push services may contact about our pushes: a mailto: or https: address (default: mailto: SUPPORT_EMAIL). */
    VAPID_SUBJECT: z.string().trim().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address').optional(),
  })
  .superRefine((env, ctx) => {
    const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
    if (razorpayKeys !== 0 && razorpayKeys !== 3) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_ID'], message: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together' });
    }
    const reloadlyKeys = [env.RELOADLY_CLIENT_ID, env.RELOADLY_CLIENT_SECRET, env.RELOADLY_ENV].filter(Boolean).length;
    if (reloadlyKeys !== 0 && reloadlyKeys !== 3) {
      ctx.addIssue({ code: 'custom', path: ['RELOADLY_CLIENT_ID'], message: 'RELOADLY_CLIENT_ID, RELOADLY_CLIENT_SECRET and RELOADLY_ENV must be set together' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together' });
    }
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_DIRECT_URL'], message: 'DATABASE_DIRECT_URL needs DATABASE_URL (the embedded PostgreSQL is reached directly)' });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'DATABASE_READ_URL needs DATABASE_URL (the embedded PostgreSQL has no standby)' });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['APP_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'ADMIN_URL', 'REWARD_CODES_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when NODE_ENV=production` });
    }
    if (env.TEST_CLOCK_CONTROL === '1') ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_CONTROL'], message: 'TEST_CLOCK_CONTROL must not be set when NODE_ENV=production' });
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  publicPort: number;
  adminPort: number;
  databaseUrl?: string;
  /** DATABASE_DIRECT_URL: session connections (LISTEN, the job queue, migrations); when unset, DATABASE_URL's. */
  databaseDirectUrl?: string;
  /** DATABASE_READ_URL: a standby for the cached public reads (decision 057). */
  databaseReadUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  publicUrl: string;
  adminUrl: string;
  appSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  bootstrapAdmin?: { email: string; password: string };
  /** Proxies trusted to append the client address to X-Forwarded-For (proxy-addr syntax), or false. */
  trustProxy: string | false;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  webConcurrency: number;
  metricsToken?: string;
  rewardCodeKeys: RewardCodeKeys;
  /** The public SPA build served: Preact's or React 19's (decision 016). */
  publicRuntime: PublicRuntime;
  /** Test-only: the public origin's `/__test/*` routes move the clock and run jobs (never in production). */
  testClockControl: boolean;
  /** Razorpay's keys and addresses, or null when payments are not configured. */
  razorpay: RazorpayConfig | null;
  /** Reloadly's keys and hosts, or null when no gift-card provider is connected (decision 059). */
  reloadly: ReloadlyConfig | null;
  /** Web Push (decision 042): the configured VAPID pair (null: the database's generated one) and the contact sent with it. */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string };
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

export interface ReloadlyConfig {
  clientId: string;
  clientSecret: string;
  env: 'sandbox' | 'live';
  /** Without a trailing slash: `${authUrl}/oauth/token`. */
  authUrl: string;
  /** Without a trailing slash: `${apiUrl}/orders`, … */
  apiUrl: string;
}

/** The gift-card API's host per environment: the default RELOADLY_API_URL and, whatever that is, the token's audience. */
export const RELOADLY_GIFT_CARD_HOSTS = { sandbox: 'https://giftcards-sandbox.reloadly.com', live: 'https://giftcards.reloadly.com' } as const;
/** One auth host serves both environments; the audience tells them apart. */
export const RELOADLY_DEFAULT_AUTH_URL = 'https://auth.reloadly.com';

/** Development-only key; production refuses to start without APP_SECRET (see envSchema). */
const DEVELOPMENT_APP_SECRET = 'development-only-secret-never-used-in-production';

/** The reward code keys (decision 018, server/modules/rewards/code-crypto.ts): the current version seals, every listed version still opens (rotation). */
export interface RewardCodeKeys {
  currentVersion: number;
  /** The 32-byte secret of each version. */
  secrets: ReadonlyMap<number, Buffer>;
}

const REWARD_CODE_SECRET_BYTES = 32;

/** Reads a base64 secret; a key of any other length is a configuration error, never padded or cut. */
export function parseRewardCodeSecret(base64: string): Buffer | null {
  const bytes = Buffer.from(base64.trim(), 'base64');
  return bytes.length === REWARD_CODE_SECRET_BYTES && bytes.toString('base64') === base64.trim() ? bytes : null;
}

/** Development-only reward code key; production refuses to start without REWARD_CODES_KEY (see envSchema). */
const DEVELOPMENT_REWARD_CODES_KEY = createHash('sha256').update('development-only-reward-codes-key').digest();

export class ConfigError extends Error {}

/** The current key under its version, and each older `REWARD_CODES_KEY_<n>` kept readable for rotation. */
function readRewardCodeKeys(source: NodeJS.ProcessEnv, env: Env): RewardCodeKeys {
  const secrets = new Map<number, Buffer>();
  for (const [name, value] of Object.entries(source)) {
    const match = /^REWARD_CODES_KEY_(\d+)$/.exec(name);
    if (!match || value === undefined) continue;
    const secret = parseRewardCodeSecret(value);
    if (!secret) throw new ConfigError(`Invalid configuration:\n  - ${name}: must be 32 bytes in base64`);
    secrets.set(Number(match[1]), secret);
  }
  const current = env.REWARD_CODES_KEY ? parseRewardCodeSecret(env.REWARD_CODES_KEY)! : DEVELOPMENT_REWARD_CODES_KEY;
  const listed = secrets.get(env.REWARD_CODES_KEY_VERSION);
  if (listed && !listed.equals(current)) {
    throw new ConfigError(`Invalid configuration:\n  - REWARD_CODES_KEY_${env.REWARD_CODES_KEY_VERSION}: differs from REWARD_CODES_KEY, which is that version`);
  }
  secrets.set(env.REWARD_CODES_KEY_VERSION, current);
  return { currentVersion: env.REWARD_CODES_KEY_VERSION, secrets };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    publicPort: env.PORT,
    adminPort: env.ADMIN_PORT,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    dataDir: env.DATA_DIR,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    adminUrl: (env.ADMIN_URL ?? `http://localhost:${env.ADMIN_PORT}`).replace(/\/$/, ''),
    appSecret: env.APP_SECRET ?? DEVELOPMENT_APP_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    bootstrapAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    trustProxy: env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? 'loopback,linklocal,uniquelocal' : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    webConcurrency: env.WEB_CONCURRENCY,
    metricsToken: env.METRICS_TOKEN,
    rewardCodeKeys: readRewardCodeKeys(source, env),
    publicRuntime: env.PUBLIC_RUNTIME,
    testClockControl: env.TEST_CLOCK_CONTROL === '1',
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET, apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''), checkoutUrl: env.RAZORPAY_CHECKOUT_URL }
        : null,
    reloadly:
      env.RELOADLY_CLIENT_ID && env.RELOADLY_CLIENT_SECRET && env.RELOADLY_ENV
        ? {
            clientId: env.RELOADLY_CLIENT_ID,
            clientSecret: env.RELOADLY_CLIENT_SECRET,
            env: env.RELOADLY_ENV,
            authUrl: (env.RELOADLY_AUTH_URL ?? RELOADLY_DEFAULT_AUTH_URL).replace(/\/$/, ''),
            apiUrl: (env.RELOADLY_API_URL ?? RELOADLY_GIFT_CARD_HOSTS[env.RELOADLY_ENV]).replace(/\/$/, ''),
          }
        : null,
    push: {
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    },
  };
}

/**
 * Where the server's connections go (decision 055): its query pool to `url`, which may be PgBouncer in
 * transaction mode, and what needs a session of its own (LISTEN/NOTIFY, the job queue, migrations under
 * their advisory lock) to `directUrl`, the database itself. The same database unless DATABASE_DIRECT_URL says otherwise.
 */
export interface DatabaseUrls {
  url: string;
  directUrl: string;
  /** DATABASE_DIRECT_URL names another address, so DATABASE_URL is taken to be a pooler in transaction mode: no named statements on it. */
  pooled: boolean;
  /** DATABASE_READ_URL: a streaming standby the cached public reads may use while it has replayed what this process saw (decision 057). */
  readUrl?: string;
}

/** `embeddedUrl`: the embedded database's, used when DATABASE_URL is unset (the direct URL is then the same). */
export function databaseUrls(config: AppConfig, embeddedUrl?: string): DatabaseUrls {
  const url = config.databaseUrl ?? embeddedUrl;
  if (!url) throw new Error('no database: DATABASE_URL is unset and no embedded PostgreSQL was started');
  const directUrl = (config.databaseUrl && config.databaseDirectUrl) || url;
  return { url, directUrl, pooled: directUrl !== url, readUrl: config.databaseUrl && config.databaseReadUrl };
}
