import path from 'node:path';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { ANALYTICS_EVENTS_PER_VISITOR_PER_DAY } from '../../shared/analytics.ts';
import { normalizePhoneNumber } from '../../shared/phone.ts';
import { isTimeZone } from '../../shared/time-zone.ts';
import { checkSmsDestination, parseCountryList } from './sms-destination.ts';
import { parseTrustProxy, type TrustProxy, trustProxySchema } from './trust-proxy.ts';

/** Texts the whole service sends per hour unless SMS_PER_HOUR says otherwise. */
export const DEFAULT_SMS_PER_HOUR = 1000;

const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });

/** Every setting the server reads. `.env.example` lists the same names with their defaults. */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1, { error: 'must be a host name or address, e.g. 0.0.0.0' }).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole port number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// connection URL' })
    .optional(),
  DATABASE_REPLICA_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// connection URL' })
    .optional()
    .describe('A streaming replica of DATABASE_URL for reports, exports and the guest book (decision 048)'),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be more than 0 seconds' })
    .max(3600, { error: 'must be at most 3600 seconds' })
    .default(5)
    .describe('A replica further behind than this serves no reads until it catches up'),
  DATA_DIR: z.string().min(1, { error: 'must be a folder path' }).default('./data'),
  DEMO_DATA: onOff.default('on'),
  DEFAULT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as America/New_York or Europe/London' })
    .default('America/New_York'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: trustProxySchema,
  WEB_DIST_DIR: z.string().default('./dist/web'),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters of random text (e.g. openssl rand -base64 48)' })
    .optional()
    .describe('Keys code hashes and bot-check challenges; required in production'),
  SMS_PROVIDER: z.enum(['console', 'twilio'], { error: 'must be "console" or "twilio"' }).optional(),
  ALLOW_CONSOLE_SMS: onOff.default('off').describe('on to run production with the console SMS stand-in'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.twilio.com'),
  EMAIL_PROVIDER: z.enum(['console', 'smtp'], { error: 'must be "console" or "smtp"' }).optional(),
  ALLOW_CONSOLE_EMAIL: onOff.default('off').describe('on to run production with the console email stand-in'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com',
    })
    .optional(),
  EMAIL_FROM: z
    .string()
    .min(3, { error: 'must be a sender address, e.g. Nightlist <hello@example.com>' })
    .default('Nightlist <no-reply@nightlist.local>'),
  PAYMENTS_PROVIDER: z
    .enum(['standin', 'stripe'], { error: 'must be "standin" or "stripe"' })
    .optional()
    .describe('Who takes table deposits: "stripe", or the local stand-in with its own checkout page'),
  ALLOW_STANDIN_PAYMENTS: onOff
    .default('off')
    .describe('on to run production with the payment stand-in (no money is taken)'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, {
      error: 'must be a Stripe secret or restricted key (sk_live_…, rk_live_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be the webhook endpoint’s signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_BASE: z
    .url({ error: 'must be a URL' })
    .optional()
    .describe('Only for a local fake of Stripe’s API'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the app’s address, e.g. https://nightlist.example.com' })
    .optional()
    .describe('Where guests return after paying; needed with Stripe'),
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, { error: 'must be a Pass Type ID, e.g. pass.com.example.nightlist' })
    .optional()
    .describe('Apple Wallet: the Pass Type ID the signing certificate was made for'),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the 10-character Apple Developer Team ID' })
    .optional(),
  APPLE_PASS_CERT: z.string().optional().describe('The Pass Type ID certificate: a PEM, or the path of one'),
  APPLE_PASS_KEY: z.string().optional().describe('Its private key: a PEM, or the path of one'),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z
    .string()
    .optional()
    .describe('Apple’s WWDR intermediate certificate (G4): a PEM or a path'),
  APNS_KEY: z.string().optional().describe('The APNs auth key (.p8): a PEM, or the path of one'),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'must be the 10-character key id of the APNs key' })
    .optional(),
  APNS_URL: z.url({ error: 'must be a URL' }).default('https://api.push.apple.com'),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d+$/, { error: 'must be the numeric Google Wallet issuer id' })
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z
    .string()
    .optional()
    .describe('The service account’s JSON key: the JSON itself, or the path of the file'),
  GOOGLE_WALLET_API_BASE: z.url({ error: 'must be a URL' }).default('https://walletobjects.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: z
    .url({ error: 'must be a URL' })
    .optional()
    .describe('Only for a local fake: the service account’s token_uri otherwise'),
  ADMIN_PHONES: z
    .string()
    .default('')
    .describe('Comma-separated phone numbers added to the admin list at start'),
  DOOR_PHONES: z
    .string()
    .default('')
    .describe('Comma-separated phone numbers added to the door staff list at start'),
  AUTH_CODES_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(30)
    .describe('Sign-in codes one IP address may request per hour'),
  API_REQUESTS_PER_IP_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(10, { error: 'must be at least 10' })
    .default(600)
    .describe('API requests one IP address may make per minute'),
  ANALYTICS_EVENTS_PER_VISITOR_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(100, { error: 'must be at least 100' })
    .default(ANALYTICS_EVENTS_PER_VISITOR_PER_DAY)
    .describe('Analytics events kept per visitor (a client address) a day; the rest is dropped'),
  API_DOCS: onOff
    .optional()
    .describe('on to serve the API documentation at /api/docs; default on, except in production'),
  SMS_COUNTRIES: z
    .string()
    .default('US,CA')
    .describe('Countries (ISO 3166 codes) whose numbers may be texted: sign-in codes and every other text'),
  SMS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .optional()
    .describe('Texts of every kind the whole service may send per hour (a budget against SMS pumping)'),
  SMS_CODES_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .optional()
    .describe('The old name of SMS_PER_HOUR, from when only sign-in codes were counted'),
  PROMOTER_TEXTS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(20)
    .describe('Texts one promoter may cause per hour (guests they add); the rest wait their turn'),
  TEXTS_PER_NUMBER_PER_DAY: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(5)
    .describe('Texts one phone number may be sent in 24 hours, sign-in codes apart'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'cannot be negative' })
    .max(120, { error: 'can be at most 120 seconds' })
    .default(5)
    .describe(
      'On SIGTERM, how long the server keeps serving with readiness failing before it stops accepting connections: longer than the balancer takes to notice',
    ),
  LIVE_STREAMS_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(200)
    .describe('Live update streams one IP address (or IPv6 /64) may hold open in each server process'),
  LIVE_STREAMS_PER_SESSION: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(10)
    .describe('Live update streams one signed-in session (its tabs) may hold open in each server process'),
  ALTCHA_MAX_NUMBER: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(10, { error: 'must be at least 10' })
    .default(50_000)
    .describe('Proof-of-work difficulty of the sign-in bot check'),
  // The AI assistant runs on its built-in engine unless an OpenAI-compatible endpoint is set.
  ASSISTANT_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.openai.com/v1' })
    .optional()
    .describe('OpenAI-compatible API base URL for the assistant; unset = built-in engine only'),
  ASSISTANT_MODEL: z.string().min(1).optional().describe('Model name sent to ASSISTANT_BASE_URL'),
  ASSISTANT_API_KEY: z.string().min(1).optional().describe('API key for ASSISTANT_BASE_URL'),
  // Club images: on disk under DATA_DIR/images by default, or in an S3-compatible bucket.
  IMAGES_S3_BUCKET: z.string().min(1).optional().describe('S3 bucket for club images; unset = on disk'),
  IMAGES_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com' })
    .optional()
    .describe('S3-compatible endpoint (AWS, MinIO, R2, ...)'),
  IMAGES_S3_REGION: z.string().min(1).default('us-east-1'),
  IMAGES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  IMAGES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Prometheus metrics at /metrics (docs/decisions/015-metrics.md).
  METRICS: onOff
    .optional()
    .describe(
      'on to serve Prometheus metrics at /metrics; default on, in production only with METRICS_TOKEN',
    ),
  // Web Push (VAPID): keys created on first start and kept in the database unless set here.
  PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, {
      error: 'must be a VAPID public key (87 base64url characters, from npx web-push generate-vapid-keys)',
    })
    .optional()
    .describe(
      'VAPID public key browsers subscribe with; set with PUSH_VAPID_PRIVATE_KEY, or both are created',
    ),
  PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'must be a VAPID private key (43 base64url characters, from npx web-push generate-vapid-keys)',
    })
    .optional()
    .describe('VAPID private key that signs every push; never logged'),
  PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'must be a mailto: address or an https:// URL the push services may contact',
    })
    .optional()
    .describe(
      'Who push services contact about our pushes; default PUBLIC_URL; in production push is off without either',
    ),
  PUSH_ALLOW_LOCAL_ENDPOINTS: onOff
    .default('off')
    .describe(
      'on to accept http://127.0.0.1 push endpoints (a local fake push service in tests); never in production',
    ),
  TEST_CLOCK: onOff
    .default('off')
    .describe(
      'on to let a request choose the app clock with the X-Test-Clock header (end-to-end journeys); never in production',
    ),
  METRICS_TOKEN: z
    .string()
    .min(32, { error: 'must be at least 32 characters of random text (e.g. openssl rand -hex 32)' })
    .optional()
    .describe('When set, /metrics needs "Authorization: Bearer <token>"'),
});

/** Rules that tie several variables together; each names the variable to change. */
function crossCheck(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  const production = config.NODE_ENV === 'production';
  const sms = config.SMS_PROVIDER ?? (production ? 'twilio' : 'console');
  if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL)
    problems.push(
      'DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a PostgreSQL primary, and the embedded database (DATA_DIR) has none. Unset DATABASE_REPLICA_URL or set DATABASE_URL',
    );
  if (production && !config.AUTH_SECRET)
    problems.push('AUTH_SECRET must be set in production (32+ random characters)');
  if (production && sms === 'console' && config.ALLOW_CONSOLE_SMS !== 'on') {
    problems.push(
      'SMS_PROVIDER is "console" in production, which sends no real SMS: set it to "twilio", or ALLOW_CONSOLE_SMS=on to accept that',
    );
  }
  const email = config.EMAIL_PROVIDER ?? (production ? 'smtp' : 'console');
  if (production && email === 'console' && config.ALLOW_CONSOLE_EMAIL !== 'on') {
    problems.push(
      'EMAIL_PROVIDER is "console" in production, which sends no real email: set it to "smtp", or ALLOW_CONSOLE_EMAIL=on to accept that',
    );
  }
  const payments = config.PAYMENTS_PROVIDER ?? (production ? 'stripe' : 'standin');
  if (production && payments === 'standin' && config.ALLOW_STANDIN_PAYMENTS !== 'on')
    problems.push(
      'PAYMENTS_PROVIDER is "standin" in production, which takes no real deposits: set it to "stripe", or ALLOW_STANDIN_PAYMENTS=on to accept that',
    );
  if (payments === 'stripe')
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'] as const)
      if (!config[name]) problems.push(`${name} must be set when PAYMENTS_PROVIDER is "stripe"`);
  if (config.ASSISTANT_BASE_URL && !config.ASSISTANT_MODEL)
    problems.push('ASSISTANT_MODEL must be set when ASSISTANT_BASE_URL is set');
  if (config.IMAGES_S3_BUCKET) {
    for (const name of [
      'IMAGES_S3_ENDPOINT',
      'IMAGES_S3_ACCESS_KEY_ID',
      'IMAGES_S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (!config[name]) problems.push(`${name} must be set when IMAGES_S3_BUCKET is set`);
    }
  }
  if (Boolean(config.PUSH_VAPID_PUBLIC_KEY) !== Boolean(config.PUSH_VAPID_PRIVATE_KEY))
    problems.push(
      'PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys), or neither',
    );
  if (production && config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'on')
    problems.push(
      'PUSH_ALLOW_LOCAL_ENDPOINTS must be "off" in production: it is for a local fake push service',
    );
  if (production && config.TEST_CLOCK === 'on')
    problems.push('TEST_CLOCK must be "off" in production: it lets any request choose the time');
  if (production && config.METRICS === 'on' && !config.METRICS_TOKEN)
    problems.push(
      'METRICS_TOKEN must be set when METRICS is "on" in production: /metrics must not be open to anyone',
    );
  problems.push(...walletProblems(config));
  if (email === 'smtp' && !config.SMTP_URL)
    problems.push('SMTP_URL must be set when EMAIL_PROVIDER is "smtp"');
  if (sms === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const) {
      if (!config[name]) problems.push(`${name} must be set when SMS_PROVIDER is "twilio"`);
    }
  }
  const countries = parseCountryList(config.SMS_COUNTRIES);
  if (countries.unknown.length > 0)
    problems.push(
      `SMS_COUNTRIES has ${countries.unknown.map((entry) => `"${entry}"`).join(', ')}, which ${countries.unknown.length === 1 ? 'is' : 'are'} not ISO 3166 country codes (e.g. US,CA,GB)`,
    );
  else if (countries.countries.length === 0)
    problems.push('SMS_COUNTRIES must name at least one country (ISO 3166 codes, e.g. US,CA)');
  for (const name of ['ADMIN_PHONES', 'DOOR_PHONES'] as const) {
    for (const entry of splitList(config[name])) {
      const phone = normalizePhoneNumber(entry);
      if (!phone.ok) problems.push(`${name} has "${entry}", which is not a phone number: ${phone.error}`);
      else if (countries.unknown.length === 0 && countries.countries.length > 0) {
        // Staff sign in like everyone: a number no code may be texted to could never sign in.
        const destination = isValidPhoneNumber(phone.phoneNumber)
          ? checkSmsDestination(phone.phoneNumber, countries.countries)
          : undefined;
        if (destination && !destination.ok)
          problems.push(
            `${name} has "${entry}", which could never sign in: ${destination.code === 'unsupported-country' ? `SMS_COUNTRIES (${countries.countries.join(',')}) does not include its country` : 'no code may be texted to it (a premium-rate, toll-free or service number)'}`,
          );
      }
    }
  }
  return problems;
}

/** Wallet settings come in sets: half a set would sign passes no Wallet accepts. */
function walletProblems(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  const apple = ['APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const;
  if (apple.some((name) => config[name]))
    for (const name of [...apple, 'APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID'] as const)
      if (!config[name]) problems.push(`${name} must be set with the other APPLE_PASS_* certificates`);
  if (config.APNS_KEY || config.APNS_KEY_ID)
    for (const name of ['APNS_KEY', 'APNS_KEY_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT'] as const)
      if (!config[name]) problems.push(`${name} must be set to push Wallet updates through APNs`);
  if (Boolean(config.GOOGLE_WALLET_ISSUER_ID) !== Boolean(config.GOOGLE_WALLET_SERVICE_ACCOUNT))
    problems.push('GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT must be set together');
  return problems;
}

function trustProxyOf(value: string): TrustProxy {
  const parsed = parseTrustProxy(value);
  // The schema refused every value that does not parse.
  return parsed === false || !('error' in parsed) ? parsed : false;
}

function phoneList(value: string): string[] {
  return splitList(value).flatMap((entry) => {
    const phone = normalizePhoneNumber(entry);
    return phone.ok ? [phone.phoneNumber] : [];
  });
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  webDistDir: string;
  smsProvider: 'console' | 'twilio';
  emailProvider: 'console' | 'smtp';
  paymentsProvider: 'standin' | 'stripe';
  adminPhones: string[];
  doorPhones: string[];
  trustProxy: TrustProxy;
  smsCountries: CountryCode[];
  /** SMS_PER_HOUR, or its old name SMS_CODES_PER_HOUR, or 1,000. */
  smsPerHour: number;
  apiDocs: boolean;
  metrics: boolean;
  /** The VAPID subject: PUSH_CONTACT, else PUBLIC_URL, else (outside production) a local address; null = push off. */
  pushContact: string | null;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/** Parses the environment, or throws a ConfigError that names every wrong variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = present[name];
        // Connection strings and keys may hold passwords: never echo them.
        const shown =
          got === undefined || /URL|KEY|SECRET|TOKEN|PASSWORD/.test(name) ? '' : ` (got "${got}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const problems = crossCheck(result.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    webDistDir: path.resolve(result.data.WEB_DIST_DIR),
    smsProvider: result.data.SMS_PROVIDER ?? (result.data.NODE_ENV === 'production' ? 'twilio' : 'console'),
    emailProvider: result.data.EMAIL_PROVIDER ?? (result.data.NODE_ENV === 'production' ? 'smtp' : 'console'),
    paymentsProvider:
      result.data.PAYMENTS_PROVIDER ?? (result.data.NODE_ENV === 'production' ? 'stripe' : 'standin'),
    // Stored as sign-in normalises them, so "212 555 0100" matches the user who signs in with it.
    adminPhones: phoneList(result.data.ADMIN_PHONES),
    doorPhones: phoneList(result.data.DOOR_PHONES),
    trustProxy: trustProxyOf(result.data.TRUST_PROXY),
    smsCountries: parseCountryList(result.data.SMS_COUNTRIES).countries,
    smsPerHour: result.data.SMS_PER_HOUR ?? result.data.SMS_CODES_PER_HOUR ?? DEFAULT_SMS_PER_HOUR,
    pushContact:
      result.data.PUSH_CONTACT ??
      (result.data.PUBLIC_URL?.startsWith('https:') ? result.data.PUBLIC_URL : undefined) ??
      (result.data.NODE_ENV === 'production' ? null : 'mailto:push@nightlist.local'),
    // The documentation maps every route and field for anyone: in production only when asked for.
    apiDocs: (result.data.API_DOCS ?? (result.data.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    // In production a scraper must present the token; without one the endpoint stays off.
    metrics:
      (result.data.METRICS ??
        (result.data.NODE_ENV !== 'production' || result.data.METRICS_TOKEN ? 'on' : 'off')) === 'on',
  };
}
