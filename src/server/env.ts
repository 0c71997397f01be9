import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { BuyerOrderLimits } from '../domain/orders/buyer-order-limits';
import { defaultNewAccountDays } from '../domain/reviews/new-account';

const databaseUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional();

const orderLimit = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'must be at most 100000');

const settingsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as LKR')
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'is not a currency this runtime knows')
    .default('LKR'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value !== 'true',
      'trusting every X-Forwarded-For entry lets any client choose its own address; give the number of proxies in front of the app (e.g. 1) or their addresses',
    )
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust !== undefined) return trust;
      context.addIssue({
        code: 'custom',
        message:
          'must be false, the number of proxies in front of the app (e.g. 1), or a comma-separated list of their addresses or CIDR ranges',
      });
      return z.NEVER;
    })
    .default(false),
  READ_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be 0 (off) or more')
    .max(60, 'must be at most 60')
    .default(2),
  NEW_ACCOUNT_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 (no wait) or more')
    .max(90, 'must be at most 90')
    .default(defaultNewAccountDays),
  MAX_ORDERS_PER_HOUR: orderLimit.default(10),
  MAX_PENDING_ORDERS: orderLimit.default(5),
  SELLER_REQUESTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .max(100_000, 'must be at most 100000')
    .default(120),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no cap) or more')
    .max(100_000, 'must be at most 100000')
    .default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((value) => {
      const url = URL.parse(value);
      return !url?.username && !url?.password;
    }, 'must not hold credentials: give them as S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
    // The SDK builds each request's path and query on top of the endpoint: one of its own would be dropped or garble them.
    .refine(
      (value) => !/[?#]/.test(value),
      'must not have a query string (?…) or a fragment (#…): give the server’s address alone, e.g. https://s3.example.com',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  NODE_ENV: z.string().optional(),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_PROVIDER: z.enum(['console'], { error: 'must be console (messages written to the log), or left out' }).optional(),
  NOTIFY_LK_USER_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the user id of your Notify.lk settings page (digits)')
    .optional(),
  NOTIFY_LK_API_KEY: z
    .string()
    .regex(/^[\w-]{8,200}$/, 'must be the API key of your Notify.lk settings page')
    .optional(),
  NOTIFY_LK_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'must be your approved Notify.lk sender id: at most 11 letters, digits or spaces')
    .optional(),
  NOTIFY_LK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://app.notify.lk'),
  SMS_DAILY_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000_000, 'must be at most 10000000')
    .default(2000),
  SMS_ALERT_GATHER_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .default(120),
  SMS_DAILY_LIMIT_PER_ACCOUNT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000')
    .default(30),
});

/** The Notify.lk account: its three settings come together. */
const notifyLkSettings = ['NOTIFY_LK_USER_ID', 'NOTIFY_LK_API_KEY', 'NOTIFY_LK_SENDER_ID'] as const;

/** Settings that only mean something beside S3_BUCKET. */
const s3Companions = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** A half-given bucket is refused rather than photos quietly landing on this machine's disk. */
const completeSettingsSchema = settingsSchema.superRefine((values, context) => {
  const companions = s3Companions.filter((name) => values[name] !== undefined);
  if (values.S3_BUCKET === undefined && companions.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `must be set when ${companions.join(', ')} ${companions.length === 1 ? 'is' : 'are'} (to keep photos in a bucket), or leave those out`,
    });
  }
  const notifyLk = notifyLkSettings.filter((name) => values[name] !== undefined);
  for (const name of notifyLkSettings) {
    if (notifyLk.length > 0 && values[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set with ${notifyLk.join(', ')} (a Notify.lk account needs all three)`,
      });
    }
  }
  const ways = [
    values.SMS_WEBHOOK_URL && 'SMS_WEBHOOK_URL',
    notifyLk.length > 0 && 'NOTIFY_LK_*',
    values.SMS_PROVIDER && 'SMS_PROVIDER',
  ].filter(Boolean);
  if (ways.length > 1) {
    context.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: `choose one way to send text messages, not ${ways.join(' and ')}`,
    });
  }
  if (values.SMS_PROVIDER === 'console' && values.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'console writes codes and messages to the log instead of sending them: not with NODE_ENV=production',
    });
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    const [missing, given] =
      values.S3_ACCESS_KEY_ID === undefined ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `must be set with ${given} (or leave both out for the AWS SDK's own credentials: its environment variables, profile or instance role)`,
    });
  }
});

/** How text messages leave the market: one way at a time, or none (see SMS settings in docs/operating.md). */
export type SmsSettings =
  | { provider: 'webhook'; url: string }
  | { provider: 'notify-lk'; userId: string; apiKey: string; senderId: string; url: string }
  | { provider: 'console' };

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins allowed to send cookie-bearing requests. */
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  currency: string;
  authSecret: string;
  /** False when the secret was generated and kept under DATA_DIR. */
  authSecretGiven: boolean;
  logLevel: string;
  /** How long public catalog reads (Browse pages, product pages) are shared from memory; 0 turns it off. */
  readCacheSeconds: number;
  /**
   * Behind reverse proxies, which X-Forwarded-For entries to believe (for rate limits and logs): false for
   * none, a number N for the N nearest hops, or the proxies' own addresses. Never every entry: the left-most
   * ones are whatever the client wrote.
   */
  trustProxy: TrustProxy;
  /** How many orders one buyer may place an hour, and have waiting for sellers at once. */
  orderLimits: BuyerOrderLimits;
  /** Days a new account's reviews wait before they are published, and its reports hide nothing. */
  newAccountDays: number;
  /** Requests to the seller area's figures and reports one account may make a minute, on each instance. */
  sellerRequestsPerMinute: number;
  /** Connections one client address may hold open at once; 0 for no cap. Not applied behind trusted proxies. */
  maxConnectionsPerAddress: number;
  /** The bucket photos are kept in; undefined keeps them under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** How text messages are sent; undefined: none are. */
  sms: SmsSettings | undefined;
  /** Text messages the market sends a day, and per account (sign-in codes have their own limits per number). */
  smsDailyLimits: { market: number; perAccount: number };
  /** How long a person's first order alert waits for more before they go out as one text. */
  smsAlertGatherSeconds: number;
};

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address; undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK finds them itself (its environment variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name (`bucket.endpoint/key`). */
  forcePathStyle: boolean;
};

export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's X-Forwarded-For reader) knows for common private ranges. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `false`/`0`, a hop count, or a comma list of proxy addresses/CIDR ranges; undefined when it is none of these. */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** Addresses that mean every interface of the machine. */
const everyInterface = new Set(['0.0.0.0', '::', '[::]', '::0']);

/** Settings that work but are probably not what the operator meant: said once at start. */
export function startWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (settings.databaseUrl && !settings.authSecretGiven) {
    warnings.push(
      'AUTH_SECRET is not set: this instance signs sessions with the secret kept in its DATA_DIR. ' +
        'Set AUTH_SECRET to the same value on every instance that shares this database.',
    );
  }
  if (settings.trustProxy !== false && everyInterface.has(settings.host)) {
    warnings.push(
      `TRUST_PROXY is set while HOST=${settings.host} listens on every interface: a client that reaches this instance ` +
        'directly, past the proxy, chooses the X-Forwarded-For address it is known by (rate limits, logs). ' +
        'Set HOST to the private address the proxy connects to, or firewall the port to the proxy.',
    );
  }
  return warnings;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Their values may hold passwords, so an error names them without repeating them. */
const secretSettings = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'NOTIFY_LK_API_KEY',
  'SMS_WEBHOOK_URL',
]);

function shownValue(name: string, value: string | undefined): string {
  if (secretSettings.has(name) || URL.parse(value ?? '')?.password) return '(hidden)';
  return JSON.stringify(value ?? '');
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

/** Reads and checks the settings once; a bad value stops start-up with a message naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = completeSettingsSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'settings');
      return `  ${name}=${shownValue(name, env[name])}: ${issue.message}`;
    });
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const trustedOrigins = values.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`];
  const host = new URL(publicUrl).hostname;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    trustedOrigins,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Govi Market <no-reply@${host}>`,
    supportEmail: values.SUPPORT_EMAIL ?? `support@${host}`,
    currency: values.CURRENCY,
    authSecret: values.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    authSecretGiven: values.AUTH_SECRET !== undefined,
    logLevel: values.LOG_LEVEL,
    readCacheSeconds: values.READ_CACHE_SECONDS,
    trustProxy: values.TRUST_PROXY,
    orderLimits: { maxOrdersPerHour: values.MAX_ORDERS_PER_HOUR, maxPendingOrders: values.MAX_PENDING_ORDERS },
    newAccountDays: values.NEW_ACCOUNT_DAYS,
    sellerRequestsPerMinute: values.SELLER_REQUESTS_PER_MINUTE,
    maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    s3: values.S3_BUCKET === undefined ? undefined : s3Settings({ ...values, S3_BUCKET: values.S3_BUCKET }),
    sms: smsSettings(values),
    smsDailyLimits: { market: values.SMS_DAILY_LIMIT, perAccount: values.SMS_DAILY_LIMIT_PER_ACCOUNT },
    smsAlertGatherSeconds: values.SMS_ALERT_GATHER_SECONDS,
  };
}

function s3Settings(values: z.infer<typeof settingsSchema> & { S3_BUCKET: string }): S3Settings {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: values.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers are mostly reached by address, with no name per bucket in their DNS.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
  };
}

/** The secret that signs session cookies, kept under DATA_DIR so sessions survive restarts. */
function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new SettingsError(`${file} holds a secret shorter than 32 characters; delete it to have a new one made.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

function smsSettings(values: z.infer<typeof settingsSchema>): SmsSettings | undefined {
  if (values.SMS_WEBHOOK_URL) return { provider: 'webhook', url: values.SMS_WEBHOOK_URL };
  if (values.NOTIFY_LK_USER_ID && values.NOTIFY_LK_API_KEY && values.NOTIFY_LK_SENDER_ID) {
    return {
      provider: 'notify-lk',
      userId: values.NOTIFY_LK_USER_ID,
      apiKey: values.NOTIFY_LK_API_KEY,
      senderId: values.NOTIFY_LK_SENDER_ID,
      url: values.NOTIFY_LK_URL.replace(/\/+$/, ''),
    };
  }
  return values.SMS_PROVIDER === 'console' ? { provider: 'console' } : undefined;
}
