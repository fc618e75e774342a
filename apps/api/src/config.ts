import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AD_GROUP_WINDOW, DEFAULT_AI_CHAT_URL_TEMPLATE } from '@sniperads/contract';
import type { z } from 'zod';
import { EnvSchema } from './config-env';
import type { PostgresTimeouts } from './db/postgres-pool';

/** The only place that reads process.env. Everything else receives a Config. */

const here = dirname(fileURLToPath(import.meta.url));

/** Walks up to the workspace root so `./.data` means the repo's .data whatever the cwd. */
const findWorkspaceRoot = (from: string) => {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

export { EnvSchema };

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Standbys for reads of shared data (DATABASE_READ_URLS); empty: every read on the primary. */
  databaseReadUrls: string[];
  /** A replica lagging more than this serves no reads (DB_REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs: number;
  /** PostgreSQL fail-fast limits (see db/postgres-pool.ts): 503 in < 2 s when it is gone. */
  dbTimeouts: PostgresTimeouts;
  /** PGlite data, generated secrets, media. `null` only in tests (in-memory PGlite). */
  dataDir: string;
  webDist: string;
  migrationsDir: string;
  jwtSecret: string;
  accessTokenTtlMinutes: number;
  sessionTtlDays: number;
  adminEmail: string;
  adminPassword: string | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  smtpFrom: string;
  appUrl: string;
  /** APP_URL as configured; without it the extension is set to the address each user reached. */
  publicUrl: string | null;
  /** The built extension the API zips for download, and its Chrome Web Store listing if any. */
  extension: { distDir: string; storeUrl: string | null };
  logLevel: string;
  supportWhatsapp: string | null;
  supportEmail: string | null;
  /** Payment pages per paid plan, shown on the plans tab; null keeps the support contact. */
  checkoutUrls: { pro: string | null; max: string | null };
  /**
   * Payments (modules/billing): the secrets that sign each provider's webhooks (without one, that
   * provider's webhook answers 404), Mercado Pago's access token (reads the paid payment and creates
   * the checkout when no CHECKOUT_URL is set for a plan), its API base URL, and how old a signed
   * timestamp may be.
   */
  payments: {
    stripeWebhookSecret: string | null;
    mercadoPago: { accessToken: string | null; webhookSecret: string | null; apiUrl: string };
    toleranceSeconds: number;
  };
  authRateLimit: { max: number; timeWindow: string };
  /**
   * Sign-in limits (modules/auth/login-throttle.ts): `maxAttempts` free per account and address,
   * then locks of that pair doubling up to `windowMinutes`; `addressMaxFailures` failed sign-ins
   * per address over all accounts within the window; past `slowdownAfter` failures on an account
   * (any address) within the window, each attempt on it waits `slowdownStepMs` more per failure,
   * at most `slowdownMaxMs`.
   */
  loginThrottle: {
    maxAttempts: number;
    windowMinutes: number;
    addressMaxFailures: number;
    slowdownAfter: number;
    slowdownStepMs: number;
    slowdownMaxMs: number;
  };
  /** Redis for the auth limits, shared by replicas; null keeps them in process memory. */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * Mail delivery (lib/outbox.ts): how often pending mail is retried (0: only when mail is queued),
   * how many tries before a mail is dropped, and how long development mail (no SMTP_URL) stays
   * readable in `outbox` after delivery.
   */
  outbox: { intervalSeconds: number; maxAttempts: number; devRetentionMinutes: number };
  trustProxy: boolean;
  registrationOpen: boolean;
  bodyLimit: number;
  /**
   * Request bodies: how deep JSON may nest (checked while the bytes stream, before parsing; real
   * Ad Library answers reach 13 levels), how long a whole request may take to arrive, and how
   * long a socket may sit idle (longer than Fastify's 72 s keep-alive, which it must not cut).
   */
  requests: { jsonMaxDepth: number; timeoutMs: number; connectionTimeoutMs: number };
  /** POST /advertisements/ingest: its own body limit (decoded bytes) and per-token pace. */
  ingest: { bodyLimit: number; adsPerMinute: number };
  /**
   * Months of capture history (ad_claims) kept attached; older months are detached into schema
   * history_archive by the daily job (db/history-partitions.ts). 0 keeps every month.
   */
  historyRetentionMonths: number;
  /** S3-compatible storage for the media archive; null keeps it on local disk. */
  s3: S3Config | null;
  /**
   * Per-replica read caches (validated sessions, favorites lists, dashboard stats, keyword lists,
   * ad search answers): how long an entry may live (0 turns them off), and how often the change
   * feed's connection is checked. Writes invalidate them through the change feed
   * (db/change-feed.ts); while the feed is down they are bypassed. Ad search answers are also
   * capped in bytes (0 turns that cache off alone).
   */
  cache: { ttlSeconds: number; heartbeatMs: number; searchMaxBytes: number };
  /** Load the demo dataset on start-up when the tables are empty. */
  demoData: boolean;
  /** How many demo ads the first start loads. */
  demoAds: number;
  /** Meta Graph API; without an access token the features that need it use local data. */
  meta: { accessToken: string | undefined; graphVersion: string; graphUrl: string };
  /** Favorites' media archive (local disk under DATA_DIR/media). */
  media: {
    maxBytes: number;
    fetchTimeoutMs: number;
    /** Connecting, then each silence while downloading (both archivers). */
    connectTimeoutMs: number;
    /** A library ad's thumbnail source: small images, so a slow host is given up sooner. */
    thumbnailTimeoutMs: number;
    /** Lets the downloader reach loopback/private addresses (tests, closed networks). */
    allowPrivate: boolean;
    /** How often failed downloads are retried; 0 turns the background retry off. */
    retryIntervalSeconds: number;
  };
  /** AI chat the Studio opens; `{prompt}` is replaced by the URL-encoded prompt. */
  aiChatUrlTemplate: string;
  /** The Studio's in-app AI (an OpenAI-compatible endpoint); null keeps the open-in-chat links. */
  ai: AiConfig | null;
  /**
   * How many of a search's first matches the grouped search groups (AD_GROUP_WINDOW). No variable
   * sets it: tests lower it to reach the cap with a handful of ads.
   */
  adGroupWindow: number;
  /**
   * Web push and alert e-mails (modules/notifications). `vapid` null: the pair is generated once
   * and kept in the database (server_keys), shared by every replica.
   */
  notifications: {
    vapid: { publicKey: string; privateKey: string } | null;
    vapidSubject: string;
    digestHour: number;
  };
}

export interface AiConfig {
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 (the client adds /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Keeps one generated secret per data dir so sessions survive restarts. */
const persistedSecret = (dataDir: string, name: string) => {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

const vapidKeys = (e: z.output<typeof EnvSchema>) => {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return null;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
};

const s3Config = (e: z.output<typeof EnvSchema>): S3Config | null => {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX,
  };
};

const aiConfig = (e: z.output<typeof EnvSchema>): AiConfig | null => {
  const set = [e.AI_API_URL, e.AI_API_KEY, e.AI_MODEL].filter((v) => v !== undefined).length;
  if (set === 0) return null;
  if (!e.AI_API_URL || !e.AI_API_KEY || !e.AI_MODEL) {
    throw new Error(
      'Invalid configuration:\n  AI_API_URL, AI_API_KEY and AI_MODEL go together: set all three or none',
    );
  }
  return { baseUrl: e.AI_API_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS };
};

export const loadConfig = (
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const root = findWorkspaceRoot(here);
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = overrides.dataDir ?? abs(e.DATA_DIR ?? '.data');
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: (e.DATABASE_READ_URLS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter((u) => u !== ''),
    replicaMaxLagMs: e.DB_REPLICA_MAX_LAG_MS,
    dbTimeouts: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      waitTimeoutMs: e.DB_WAIT_TIMEOUT_MS,
      readyTimeoutMs: e.DB_READY_TIMEOUT_MS,
    },
    dataDir,
    webDist: abs(e.WEB_DIST ?? 'apps/web/dist'),
    // src/ and dist/ both sit directly under the api package.
    migrationsDir: resolve(here, '..', 'drizzle'),
    jwtSecret: e.JWT_SECRET ?? overrides.jwtSecret ?? persistedSecret(dataDir, 'jwt-secret'),
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrl: e.APP_URL ? e.APP_URL.replace(/\/+$/, '') : null,
    extension: {
      distDir: abs(e.EXTENSION_DIST ?? 'apps/extension/dist/chrome-mv3'),
      storeUrl: e.EXTENSION_STORE_URL ?? null,
    },
    logLevel: e.LOG_LEVEL,
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    checkoutUrls: { pro: e.CHECKOUT_URL_PRO ?? null, max: e.CHECKOUT_URL_MAX ?? null },
    payments: {
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      mercadoPago: {
        accessToken: e.MERCADO_PAGO_ACCESS_TOKEN ?? null,
        webhookSecret: e.MERCADO_PAGO_WEBHOOK_SECRET ?? null,
        apiUrl: e.MERCADO_PAGO_API_URL.replace(/\/+$/, ''),
      },
      toleranceSeconds: e.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
    },
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, timeWindow: e.AUTH_RATE_LIMIT_WINDOW },
    loginThrottle: {
      maxAttempts: e.LOGIN_ACCOUNT_MAX_ATTEMPTS,
      windowMinutes: e.LOGIN_ACCOUNT_WINDOW_MINUTES,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      slowdownStepMs: e.LOGIN_SLOWDOWN_STEP_MS,
      slowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    outbox: {
      intervalSeconds: e.OUTBOX_INTERVAL_SECONDS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      devRetentionMinutes: e.DEV_MAIL_RETENTION_MINUTES,
    },
    trustProxy: e.TRUST_PROXY,
    registrationOpen: e.REGISTRATION_OPEN,
    bodyLimit: e.BODY_LIMIT_BYTES,
    requests: {
      jsonMaxDepth: e.JSON_MAX_DEPTH,
      timeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    },
    ingest: { bodyLimit: e.INGEST_BODY_LIMIT_BYTES, adsPerMinute: e.INGEST_ADS_PER_MINUTE },
    historyRetentionMonths: e.HISTORY_RETENTION_MONTHS,
    demoData: e.DEMO_DATA,
    cache: {
      ttlSeconds: e.CACHE_TTL_SECONDS,
      heartbeatMs: e.CHANGE_FEED_HEARTBEAT_MS,
      searchMaxBytes: Math.round(e.SEARCH_CACHE_MB * 1024 * 1024),
    },
    s3: s3Config(e),
    demoAds: e.DEMO_ADS,
    meta: {
      accessToken: e.META_ACCESS_TOKEN,
      graphVersion: e.META_GRAPH_VERSION,
      graphUrl: e.META_GRAPH_URL.replace(/\/+$/, ''),
    },
    media: {
      maxBytes: e.MEDIA_MAX_BYTES,
      fetchTimeoutMs: e.MEDIA_FETCH_TIMEOUT_MS,
      connectTimeoutMs: e.MEDIA_CONNECT_TIMEOUT_MS,
      thumbnailTimeoutMs: e.THUMBNAIL_FETCH_TIMEOUT_MS,
      allowPrivate: e.MEDIA_FETCH_ALLOW_PRIVATE,
      retryIntervalSeconds: e.MEDIA_RETRY_INTERVAL_SECONDS,
    },
    aiChatUrlTemplate: e.AI_CHAT_URL_TEMPLATE ?? DEFAULT_AI_CHAT_URL_TEMPLATE,
    ai: aiConfig(e),
    adGroupWindow: AD_GROUP_WINDOW,
    notifications: {
      vapid: vapidKeys(e),
      vapidSubject:
        e.VAPID_SUBJECT ??
        (e.APP_URL?.startsWith('https://') ? e.APP_URL : `mailto:${e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL}`),
      digestHour: e.DIGEST_HOUR,
    },
    ...overrides,
  };
};
