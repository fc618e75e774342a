import { z } from 'zod';

/** The environment variables config.ts reads, each parsed and checked once (docs/operations.md lists them). */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A payment page: only http(s), so the web app never opens a javascript: or data: link. */
const checkoutUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: `${name} must be an http(s) URL`,
  });

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString,
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DB_WAIT_TIMEOUT_MS: z.coerce.number().int().min(0).default(750),
  DB_READY_TIMEOUT_MS: z.coerce.number().int().min(50).default(600),
  /** Comma-separated postgres:// URLs of streaming standbys for reads of shared data. */
  DATABASE_READ_URLS: optionalString.refine(
    (v) => v === undefined || v.split(',').every((u) => /^postgres(ql)?:\/\/\S+$/.test(u.trim())),
    { message: 'DATABASE_READ_URLS must be postgres:// URLs separated by commas' },
  ),
  DB_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(2000),
  DATA_DIR: optionalString,
  WEB_DIST: optionalString,
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'JWT_SECRET must have at least 32 characters',
  }),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAIL: z.string().email().default('admin@sniperads.local'),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
    message: 'ADMIN_PASSWORD must have at least 8 characters',
  }),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('SniperAds <no-reply@sniperads.local>'),
  APP_URL: optionalString,
  EXTENSION_DIST: optionalString,
  EXTENSION_STORE_URL: optionalString.refine((v) => v === undefined || /^https:\/\/[^\s]+$/i.test(v), {
    message: 'EXTENSION_STORE_URL must be an https URL',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_WHATSAPP: optionalString.refine((v) => v === undefined || /^\d{10,15}$/.test(v), {
    message: 'SUPPORT_WHATSAPP must be digits with country code, e.g. 5511912345678',
  }),
  SUPPORT_EMAIL: optionalString.refine((v) => v === undefined || z.string().email().safeParse(v).success, {
    message: 'SUPPORT_EMAIL must be an email address, e.g. suporte@example.com',
  }),
  CHECKOUT_URL_PRO: checkoutUrl('CHECKOUT_URL_PRO'),
  CHECKOUT_URL_MAX: checkoutUrl('CHECKOUT_URL_MAX'),
  STRIPE_WEBHOOK_SECRET: optionalString,
  MERCADO_PAGO_ACCESS_TOKEN: optionalString,
  MERCADO_PAGO_WEBHOOK_SECRET: optionalString,
  MERCADO_PAGO_API_URL: z
    .string()
    .url('MERCADO_PAGO_API_URL must be a URL')
    .default('https://api.mercadopago.com'),
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  LOGIN_ACCOUNT_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().min(0).default(10),
  LOGIN_SLOWDOWN_STEP_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'REDIS_URL must be a redis:// or rediss:// URL',
  }),
  REDIS_KEY_PREFIX: z.string().default('sniperads:'),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  DEV_MAIL_RETENTION_MINUTES: z.coerce.number().int().min(0).default(60),
  /** Web push (modules/notifications): the VAPID pair, base64url; both or neither (generated then). */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.refine((v) => v === undefined || /^(mailto:|https:\/\/)\S+$/i.test(v), {
    message: 'VAPID_SUBJECT must be a mailto: or https:// URL',
  }),
  /** Hour of the day (Brasília time, UTC−3) the daily alert digest goes out. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  TRUST_PROXY: bool.default('false'),
  REGISTRATION_OPEN: bool.default('true'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  JSON_MAX_DEPTH: z.coerce.number().int().min(8).max(1000).default(64),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(75_000),
  INGEST_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024 * 1024),
  INGEST_ADS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  HISTORY_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  DEMO_DATA: bool.default('true'),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CHANGE_FEED_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  SEARCH_CACHE_MB: z.coerce.number().min(0).max(1024).default(32),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'S3_ENDPOINT must be an http(s) URL',
  }),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default('false'),
  S3_PREFIX: z.string().default('media/'),
  DEMO_ADS: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
  META_ACCESS_TOKEN: optionalString,
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'META_GRAPH_VERSION must look like v23.0')
    .default('v23.0'),
  META_GRAPH_URL: z.string().url('META_GRAPH_URL must be a URL').default('https://graph.facebook.com'),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  MEDIA_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  MEDIA_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  THUMBNAIL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
  MEDIA_FETCH_ALLOW_PRIVATE: bool.default('false'),
  MEDIA_RETRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  AI_CHAT_URL_TEMPLATE: z
    .string()
    .url()
    .refine((v) => /^https:\/\//.test(v), { message: 'AI_CHAT_URL_TEMPLATE must be an https URL' })
    .optional(),
  /** The Studio's in-app AI: any OpenAI-compatible endpoint (all three, or none for the open-in-chat links). */
  AI_API_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'AI_API_URL must be an http(s) URL',
  }),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** How long a call may wait for the provider's answer to start, and then between two chunks. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
});
