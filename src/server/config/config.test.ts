import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfigError, configSchema, loadConfig } from './config.ts';
import { TRUST_PROXY_EXPECTED, TRUST_PROXY_ON_REFUSED } from './trust-proxy.ts';

/** Runs loadConfig and returns the ConfigError it throws; fails when it does not throw one. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const defaults = {
  NODE_ENV: 'development',
  HOST: '0.0.0.0',
  PORT: 3000,
  DATABASE_REPLICA_MAX_LAG_SECONDS: 5,
  DATA_DIR: './data',
  DEMO_DATA: 'on',
  DEFAULT_TIME_ZONE: 'America/New_York',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'off',
  WEB_DIST_DIR: './dist/web',
  ALLOW_CONSOLE_SMS: 'off',
  TWILIO_API_BASE: 'https://api.twilio.com',
  APNS_URL: 'https://api.push.apple.com',
  GOOGLE_WALLET_API_BASE: 'https://walletobjects.googleapis.com',
  ALLOW_CONSOLE_EMAIL: 'off',
  EMAIL_FROM: 'Nightlist <no-reply@nightlist.local>',
  ALLOW_STANDIN_PAYMENTS: 'off',
  ADMIN_PHONES: '',
  DOOR_PHONES: '',
  IMAGES_S3_REGION: 'us-east-1',
  API_REQUESTS_PER_IP_PER_MINUTE: 600,
  ANALYTICS_EVENTS_PER_VISITOR_PER_DAY: 1000,
  AUTH_CODES_PER_IP_PER_HOUR: 30,
  SHUTDOWN_DRAIN_SECONDS: 5,
  LIVE_STREAMS_PER_IP: 200,
  LIVE_STREAMS_PER_SESSION: 10,
  SMS_COUNTRIES: 'US,CA',
  PROMOTER_TEXTS_PER_HOUR: 20,
  TEXTS_PER_NUMBER_PER_DAY: 5,
  ALTCHA_MAX_NUMBER: 50_000,
  PUSH_ALLOW_LOCAL_ENDPOINTS: 'off',
  TEST_CLOCK: 'off',
  dataDir: path.resolve('./data'),
  webDistDir: path.resolve('./dist/web'),
  smsProvider: 'console',
  emailProvider: 'console',
  paymentsProvider: 'standin',
  adminPhones: [],
  doorPhones: [],
  trustProxy: false,
  smsCountries: ['US', 'CA'],
  smsPerHour: 1000,
  apiDocs: true,
  metrics: true,
  pushContact: 'mailto:push@nightlist.local',
};

/** The least a production start needs besides NODE_ENV. */
const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM_NUMBER: '+12125550100',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
  PUBLIC_URL: 'https://nightlist.example.com',
};

test('.env.example lists every variable the server reads, and no other', () => {
  const listed = fs
    .readFileSync(path.resolve('.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.split('=')[0]);
  expect(listed.sort()).toEqual(Object.keys(configSchema.shape).sort());
});

describe('loadConfig defaults', () => {
  test('an empty environment gives every default and no database URL', () => {
    const config = loadConfig({});
    expect(config).toEqual(defaults);
    expect('DATABASE_URL' in config).toBe(false);
    expect('AUTH_SECRET' in config).toBe(false);
    expect('SMS_PROVIDER' in config).toBe(false);
  });

  test('variables it does not know are ignored and not copied into the config', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', SECRET_THING: 'x' })).toEqual(defaults);
  });

  test.each([
    'NODE_ENV',
    'HOST',
    'PORT',
    'DATABASE_URL',
    'DATA_DIR',
    'DEMO_DATA',
    'DEFAULT_TIME_ZONE',
    'LOG_LEVEL',
    'TRUST_PROXY',
    'WEB_DIST_DIR',
    'AUTH_SECRET',
    'SMS_PROVIDER',
    'ALLOW_CONSOLE_SMS',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM_NUMBER',
    'TWILIO_API_BASE',
    'EMAIL_PROVIDER',
    'ALLOW_CONSOLE_EMAIL',
    'SMTP_URL',
    'EMAIL_FROM',
    'ADMIN_PHONES',
    'DOOR_PHONES',
    'AUTH_CODES_PER_IP_PER_HOUR',
    'ALTCHA_MAX_NUMBER',
  ])('an empty %s counts as unset', (name) => {
    expect(loadConfig({ [name]: '' })).toEqual(defaults);
  });

  test('all variables empty at once count as unset', () => {
    expect(
      loadConfig({
        NODE_ENV: '',
        HOST: '',
        PORT: '',
        DATABASE_URL: '',
        DATA_DIR: '',
        DEMO_DATA: '',
        DEFAULT_TIME_ZONE: '',
        LOG_LEVEL: '',
        TRUST_PROXY: '',
        WEB_DIST_DIR: '',
        AUTH_SECRET: '',
        SMS_PROVIDER: '',
        ALLOW_CONSOLE_SMS: '',
        TWILIO_ACCOUNT_SID: '',
        TWILIO_AUTH_TOKEN: '',
        TWILIO_FROM_NUMBER: '',
        TWILIO_API_BASE: '',
        EMAIL_PROVIDER: '',
        ALLOW_CONSOLE_EMAIL: '',
        SMTP_URL: '',
        EMAIL_FROM: '',
        ADMIN_PHONES: '',
        DOOR_PHONES: '',
        AUTH_CODES_PER_IP_PER_HOUR: '',
        ALTCHA_MAX_NUMBER: '',
      }),
    ).toEqual(defaults);
  });

  test('does not modify the environment it is given', () => {
    const env = { PORT: '8080', HOST: '' };
    loadConfig(env);
    expect(env).toEqual({ PORT: '8080', HOST: '' });
  });
});

describe('loadConfig with every variable set', () => {
  test('reads each one', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '8080',
        DATABASE_URL: 'postgres://nightlist:secret@db.internal:5432/nightlist',
        DATABASE_REPLICA_URL: 'postgres://nightlist:secret@replica.internal:5432/nightlist',
        DATABASE_REPLICA_MAX_LAG_SECONDS: '10',
        DATA_DIR: '/srv/nightlist/data',
        DEMO_DATA: 'off',
        DEFAULT_TIME_ZONE: 'Europe/London',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '10.0.0.5, 10.1.0.0/16',
        WEB_DIST_DIR: '/srv/nightlist/web',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
        SMS_PROVIDER: 'twilio',
        ALLOW_CONSOLE_SMS: 'off',
        TWILIO_ACCOUNT_SID: 'AC0123456789',
        TWILIO_AUTH_TOKEN: 'twilio-token',
        TWILIO_FROM_NUMBER: '+12125550100',
        TWILIO_API_BASE: 'http://127.0.0.1:9999',
        EMAIL_PROVIDER: 'smtp',
        ALLOW_CONSOLE_EMAIL: 'off',
        SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
        EMAIL_FROM: 'Nightlist <hello@nightlist.example>',
        PAYMENTS_PROVIDER: 'stripe',
        ALLOW_STANDIN_PAYMENTS: 'off',
        STRIPE_SECRET_KEY: 'sk_live_0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        PUBLIC_URL: 'https://nightlist.example',
        ADMIN_PHONES: '+1 212 555 0100, 2125550101,+447700900123',
        DOOR_PHONES: '646 555 0199',
        SMS_COUNTRIES: 'US,GB',
        SMS_PER_HOUR: '3000',
        PROMOTER_TEXTS_PER_HOUR: '30',
        TEXTS_PER_NUMBER_PER_DAY: '4',
        AUTH_CODES_PER_IP_PER_HOUR: '200',
        ALTCHA_MAX_NUMBER: '200000',
        PUSH_CONTACT: 'mailto:ops@nightlist.example',
        TEST_CLOCK: 'off',
      }),
    ).toEqual({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 8080,
      DATABASE_URL: 'postgres://nightlist:secret@db.internal:5432/nightlist',
      DATABASE_REPLICA_URL: 'postgres://nightlist:secret@replica.internal:5432/nightlist',
      DATABASE_REPLICA_MAX_LAG_SECONDS: 10,
      DATA_DIR: '/srv/nightlist/data',
      DEMO_DATA: 'off',
      DEFAULT_TIME_ZONE: 'Europe/London',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16',
      WEB_DIST_DIR: '/srv/nightlist/web',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      SMS_PROVIDER: 'twilio',
      ALLOW_CONSOLE_SMS: 'off',
      TWILIO_ACCOUNT_SID: 'AC0123456789',
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM_NUMBER: '+12125550100',
      TWILIO_API_BASE: 'http://127.0.0.1:9999',
      EMAIL_PROVIDER: 'smtp',
      ALLOW_CONSOLE_EMAIL: 'off',
      SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
      EMAIL_FROM: 'Nightlist <hello@nightlist.example>',
      PAYMENTS_PROVIDER: 'stripe',
      ALLOW_STANDIN_PAYMENTS: 'off',
      STRIPE_SECRET_KEY: 'sk_live_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PUBLIC_URL: 'https://nightlist.example',
      APNS_URL: 'https://api.push.apple.com',
      GOOGLE_WALLET_API_BASE: 'https://walletobjects.googleapis.com',
      ADMIN_PHONES: '+1 212 555 0100, 2125550101,+447700900123',
      DOOR_PHONES: '646 555 0199',
      IMAGES_S3_REGION: 'us-east-1',
      API_REQUESTS_PER_IP_PER_MINUTE: 600,
      ANALYTICS_EVENTS_PER_VISITOR_PER_DAY: 1000,
      AUTH_CODES_PER_IP_PER_HOUR: 200,
      SHUTDOWN_DRAIN_SECONDS: 5,
      LIVE_STREAMS_PER_IP: 200,
      LIVE_STREAMS_PER_SESSION: 10,
      SMS_COUNTRIES: 'US,GB',
      SMS_PER_HOUR: 3000,
      PROMOTER_TEXTS_PER_HOUR: 30,
      TEXTS_PER_NUMBER_PER_DAY: 4,
      ALTCHA_MAX_NUMBER: 200_000,
      PUSH_CONTACT: 'mailto:ops@nightlist.example',
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'off',
      TEST_CLOCK: 'off',
      dataDir: '/srv/nightlist/data',
      webDistDir: '/srv/nightlist/web',
      smsProvider: 'twilio',
      emailProvider: 'smtp',
      paymentsProvider: 'stripe',
      adminPhones: ['+12125550100', '+12125550101', '+447700900123'],
      doorPhones: ['+16465550199'],
      trustProxy: { addresses: ['10.0.0.5', '10.1.0.0/16'] },
      smsCountries: ['US', 'GB'],
      smsPerHour: 3000,
      apiDocs: false,
      metrics: false,
      pushContact: 'mailto:ops@nightlist.example',
    });
  });

  test('SMS_CODES_PER_HOUR, the old name of SMS_PER_HOUR, still sets the budget; the new name wins', () => {
    expect(loadConfig({ SMS_CODES_PER_HOUR: '300' }).smsPerHour).toBe(300);
    expect(loadConfig({ SMS_CODES_PER_HOUR: '300', SMS_PER_HOUR: '500' }).smsPerHour).toBe(500);
  });

  test('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/db', WEB_DIST_DIR: '../web' });
    expect(config.dataDir).toBe(path.resolve('var/db'));
    expect(config.webDistDir).toBe(path.resolve('../web'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  test.each(['development', 'test'])('accepts NODE_ENV=%s', (value) => {
    expect(loadConfig({ NODE_ENV: value }).NODE_ENV).toBe(value);
  });

  test('accepts NODE_ENV=production with a secret and an SMS provider', () => {
    expect(loadConfig(productionEnv).NODE_ENV).toBe('production');
  });

  test.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])(
    'accepts LOG_LEVEL=%s',
    (value) => {
      expect(loadConfig({ LOG_LEVEL: value }).LOG_LEVEL).toBe(value);
    },
  );

  test('accepts on and off for DEMO_DATA', () => {
    expect(loadConfig({ DEMO_DATA: 'on' })).toMatchObject({ DEMO_DATA: 'on' });
    expect(loadConfig({ DEMO_DATA: 'off' })).toMatchObject({ DEMO_DATA: 'off' });
  });

  test.each([
    ['off', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    ['loopback, 10.0.0.0/8,::1', { addresses: ['loopback', '10.0.0.0/8', '::1'] }],
  ])('TRUST_PROXY=%s is trusted as %j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  test.each([
    ['0', 0],
    ['1', 1],
    ['80', 80],
    ['3000', 3000],
    ['65535', 65535],
  ])('accepts PORT=%s', (value, expected) => {
    expect(loadConfig({ PORT: value }).PORT).toBe(expected);
  });

  test.each([
    'postgres://localhost/nightlist',
    'postgresql://localhost/nightlist',
    'postgres://user:pass@db.example.com:6543/nightlist?sslmode=require',
  ])('accepts DATABASE_URL=%s', (value) => {
    expect(loadConfig({ DATABASE_URL: value }).DATABASE_URL).toBe(value);
  });

  test.each(['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'])(
    'accepts DEFAULT_TIME_ZONE=%s',
    (value) => {
      expect(loadConfig({ DEFAULT_TIME_ZONE: value }).DEFAULT_TIME_ZONE).toBe(value);
    },
  );
});

describe('loadConfig refuses wrong values, naming the variable and what it expects', () => {
  test.each([
    ['NODE_ENV', 'staging', 'NODE_ENV must be development, production or test (got "staging")'],
    ['NODE_ENV', 'Production', 'NODE_ENV must be development, production or test (got "Production")'],
    ['PORT', 'abc', 'PORT must be a port number (got "abc")'],
    ['PORT', '3000.5', 'PORT must be a whole port number (got "3000.5")'],
    ['PORT', '-1', 'PORT must be between 0 and 65535 (got "-1")'],
    ['PORT', '65536', 'PORT must be between 0 and 65535 (got "65536")'],
    ['PORT', '100000', 'PORT must be between 0 and 65535 (got "100000")'],
    ['DEMO_DATA', 'yes', 'DEMO_DATA must be "on" or "off" (got "yes")'],
    ['DEMO_DATA', 'ON', 'DEMO_DATA must be "on" or "off" (got "ON")'],
    ['DEMO_DATA', 'true', 'DEMO_DATA must be "on" or "off" (got "true")'],
    ['TRUST_PROXY', 'on', `TRUST_PROXY ${TRUST_PROXY_ON_REFUSED} (got "on")`],
    ['TRUST_PROXY', 'true', `TRUST_PROXY ${TRUST_PROXY_ON_REFUSED} (got "true")`],
    ['TRUST_PROXY', 'sometimes', `TRUST_PROXY ${TRUST_PROXY_EXPECTED} (got "sometimes")`],
    ['TRUST_PROXY', '10.0.0.999', `TRUST_PROXY ${TRUST_PROXY_EXPECTED} (got "10.0.0.999")`],
    ['TRUST_PROXY', '10.0.0.0/33', `TRUST_PROXY ${TRUST_PROXY_EXPECTED} (got "10.0.0.0/33")`],
    ['TRUST_PROXY', '11', `TRUST_PROXY ${TRUST_PROXY_EXPECTED}; 10 hops at most (got "11")`],
    [
      'DEFAULT_TIME_ZONE',
      'Mars/Olympus',
      'DEFAULT_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/London (got "Mars/Olympus")',
    ],
    [
      'DEFAULT_TIME_ZONE',
      'New York',
      'DEFAULT_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/London (got "New York")',
    ],
    [
      'DEFAULT_TIME_ZONE',
      'Europe/London ',
      'DEFAULT_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/London (got "Europe/London ")',
    ],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      'LOG_LEVEL',
      'INFO',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "INFO")',
    ],
  ])('%s=%j', (name, value, problem) => {
    const error = configError({ [name]: value });
    expect(error.name).toBe('ConfigError');
    expect(error.problems).toEqual([problem]);
    expect(error.message).toBe(`Invalid configuration:\n  - ${problem}`);
  });

  test('reports every wrong variable at once, in a stable order', () => {
    const error = configError({
      NODE_ENV: 'prod',
      PORT: 'x',
      DATABASE_URL: 'mysql://root@localhost/db',
      DEMO_DATA: 'maybe',
      DEFAULT_TIME_ZONE: 'Nowhere/Land',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'sometimes',
      HOST: 'localhost',
    });
    expect(error.problems).toEqual([
      'NODE_ENV must be development, production or test (got "prod")',
      'PORT must be a port number (got "x")',
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
      'DEMO_DATA must be "on" or "off" (got "maybe")',
      'DEFAULT_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/London (got "Nowhere/Land")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      `TRUST_PROXY ${TRUST_PROXY_EXPECTED} (got "sometimes")`,
    ]);
    expect(error.message).toBe(`Invalid configuration:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
  });

  test('a wrong variable is not hidden by valid ones', () => {
    const error = configError({ NODE_ENV: 'production', PORT: '99999', LOG_LEVEL: 'warn' });
    expect(error.problems).toEqual(['PORT must be between 0 and 65535 (got "99999")']);
  });
});

describe('payment settings', () => {
  test('production takes deposits with Stripe, and says what Stripe needs', () => {
    const problems = configError({
      ...productionEnv,
      PAYMENTS_PROVIDER: undefined,
      STRIPE_SECRET_KEY: undefined,
    }).problems;
    expect(problems).toEqual(['STRIPE_SECRET_KEY must be set when PAYMENTS_PROVIDER is "stripe"']);
  });

  test('the stand-in in production is refused unless allowed', () => {
    const env = { ...productionEnv, PAYMENTS_PROVIDER: 'standin' };
    expect(configError(env).problems).toEqual([
      'PAYMENTS_PROVIDER is "standin" in production, which takes no real deposits: set it to "stripe", or ALLOW_STANDIN_PAYMENTS=on to accept that',
    ]);
    expect(loadConfig({ ...env, ALLOW_STANDIN_PAYMENTS: 'on' }).paymentsProvider).toBe('standin');
  });

  test('keys that are not Stripe’s are refused without echoing them', () => {
    const problems = configError({
      STRIPE_SECRET_KEY: 'pk_live_public',
      STRIPE_WEBHOOK_SECRET: 'secret',
    }).problems;
    expect(problems.join('\n')).toContain('STRIPE_SECRET_KEY must be a Stripe secret or restricted key');
    expect(problems.join('\n')).toContain(
      'STRIPE_WEBHOOK_SECRET must be the webhook endpoint’s signing secret',
    );
    expect(problems.join('\n')).not.toContain('pk_live_public');
  });
});

describe('sign-in settings and the rules that tie them together', () => {
  test('production without AUTH_SECRET is refused', () => {
    const { AUTH_SECRET: _omitted, ...env } = productionEnv;
    expect(configError(env).problems).toEqual([
      'AUTH_SECRET must be set in production (32+ random characters)',
    ]);
  });

  test('outside production AUTH_SECRET may be unset (one is generated and stored)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).AUTH_SECRET).toBeUndefined();
  });

  test('a short AUTH_SECRET is refused without echoing it', () => {
    const error = configError({ AUTH_SECRET: 'short-secret' });
    expect(error.problems).toEqual([
      'AUTH_SECRET must be at least 32 characters of random text (e.g. openssl rand -base64 48)',
    ]);
    expect(error.message).not.toContain('short-secret');
  });

  test('production with the console SMS stand-in is refused unless ALLOW_CONSOLE_SMS=on', () => {
    const env = { ...productionEnv, SMS_PROVIDER: 'console' };
    expect(configError(env).problems).toEqual([
      'SMS_PROVIDER is "console" in production, which sends no real SMS: set it to "twilio", or ALLOW_CONSOLE_SMS=on to accept that',
    ]);
    expect(loadConfig({ ...env, ALLOW_CONSOLE_SMS: 'on' }).smsProvider).toBe('console');
  });

  test('the SMS provider defaults to twilio in production and console elsewhere', () => {
    const { SMS_PROVIDER: _omitted, ...env } = productionEnv;
    expect(loadConfig(env).smsProvider).toBe('twilio');
    expect(loadConfig({ NODE_ENV: 'development' }).smsProvider).toBe('console');
    expect(loadConfig({ NODE_ENV: 'test' }).smsProvider).toBe('console');
  });

  test('twilio without credentials is refused, naming each missing one', () => {
    expect(configError({ SMS_PROVIDER: 'twilio' }).problems).toEqual([
      'TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is "twilio"',
      'TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER is "twilio"',
      'TWILIO_FROM_NUMBER must be set when SMS_PROVIDER is "twilio"',
    ]);
    expect(
      configError({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM_NUMBER: '+12125550100' })
        .problems,
    ).toEqual(['TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER is "twilio"']);
  });

  test('a bare production environment lists every missing setting at once', () => {
    expect(configError({ NODE_ENV: 'production' }).problems).toEqual([
      'AUTH_SECRET must be set in production (32+ random characters)',
      'STRIPE_SECRET_KEY must be set when PAYMENTS_PROVIDER is "stripe"',
      'STRIPE_WEBHOOK_SECRET must be set when PAYMENTS_PROVIDER is "stripe"',
      'PUBLIC_URL must be set when PAYMENTS_PROVIDER is "stripe"',
      'SMTP_URL must be set when EMAIL_PROVIDER is "smtp"',
      'TWILIO_ACCOUNT_SID must be set when SMS_PROVIDER is "twilio"',
      'TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER is "twilio"',
      'TWILIO_FROM_NUMBER must be set when SMS_PROVIDER is "twilio"',
    ]);
  });

  test('ADMIN_PHONES are normalised as sign-in does', () => {
    expect(loadConfig({ ADMIN_PHONES: ' (212) 555-0100 ,,+44 7700 900123' }).adminPhones).toEqual([
      '+12125550100',
      '+447700900123',
    ]);
  });

  test('an ADMIN_PHONES entry that is no phone number is refused', () => {
    expect(configError({ ADMIN_PHONES: '+12125550100,555-0100' }).problems).toEqual([
      'ADMIN_PHONES has "555-0100", which is not a phone number: Please enter a valid 10-digit US phone number',
    ]);
  });

  test.each([
    ['SMS_PROVIDER', 'sns', 'SMS_PROVIDER must be "console" or "twilio" (got "sns")'],
    ['ALLOW_CONSOLE_SMS', 'yes', 'ALLOW_CONSOLE_SMS must be "on" or "off" (got "yes")'],
    ['ALTCHA_MAX_NUMBER', 'lots', 'ALTCHA_MAX_NUMBER must be a number (got "lots")'],
    ['ALTCHA_MAX_NUMBER', '5', 'ALTCHA_MAX_NUMBER must be at least 10 (got "5")'],
    ['ALTCHA_MAX_NUMBER', '100.5', 'ALTCHA_MAX_NUMBER must be a whole number (got "100.5")'],
    ['TWILIO_API_BASE', 'not a url', 'TWILIO_API_BASE must be a URL (got "not a url")'],
  ])('%s=%j is refused', (name, value, problem) => {
    expect(configError({ [name]: value }).problems).toEqual([problem]);
  });
});

describe('DATABASE_URL is never echoed', () => {
  test.each([
    'mysql://admin:hunter2@db.example.com/nightlist',
    'http://admin:hunter2@db.example.com/nightlist',
    'postgres//admin:hunter2@db.example.com/nightlist',
    'admin:hunter2@db.example.com',
    'hunter2',
  ])('%s is refused without showing the value', (value) => {
    const error = configError({ DATABASE_URL: value });
    expect(error.problems).toEqual(['DATABASE_URL must be a postgres:// or postgresql:// connection URL']);
    expect(error.message).toBe(
      'Invalid configuration:\n  - DATABASE_URL must be a postgres:// or postgresql:// connection URL',
    );
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain(value);
    expect(String(error)).not.toContain('hunter2');
    expect(JSON.stringify(error.problems)).not.toContain('hunter2');
  });

  test('nor when it is refused alongside other variables', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@localhost/db', PORT: 'eighty' });
    expect(error.problems).toEqual([
      'PORT must be a port number (got "eighty")',
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
    ]);
    expect(error.message).not.toContain('hunter2');
  });
});

describe('DATABASE_REPLICA_URL (decision 048)', () => {
  const primary = 'postgres://nightlist@db.internal/nightlist';
  const replica = 'postgres://nightlist:hunter2@replica.internal/nightlist';

  test('is read with DATABASE_URL, with a lag limit of 5 seconds unless set', () => {
    const config = loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica });
    expect(config.DATABASE_REPLICA_URL).toBe(replica);
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(5);
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_SECONDS: '0.5' })
        .DATABASE_REPLICA_MAX_LAG_SECONDS,
    ).toBe(0.5);
  });

  test('is refused on the embedded database, saying what to change and not echoing it', () => {
    const error = configError({ DATABASE_REPLICA_URL: replica });
    expect(error.problems).toEqual([
      'DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a PostgreSQL primary, and the embedded database (DATA_DIR) has none. Unset DATABASE_REPLICA_URL or set DATABASE_URL',
    ]);
    expect(error.message).not.toContain('hunter2');
  });

  test.each([
    ['0', 'must be more than 0 seconds (got "0")'],
    ['-1', 'must be more than 0 seconds (got "-1")'],
    ['soon', 'must be a number of seconds (got "soon")'],
    ['7200', 'must be at most 3600 seconds (got "7200")'],
  ])('a lag limit of %s is refused', (value, message) => {
    const error = configError({ DATABASE_URL: primary, DATABASE_REPLICA_MAX_LAG_SECONDS: value });
    expect(error.problems).toEqual([`DATABASE_REPLICA_MAX_LAG_SECONDS ${message}`]);
  });

  test('a replica URL that is not PostgreSQL is refused without showing it', () => {
    const error = configError({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://root:hunter2@x/db' });
    expect(error.problems).toEqual([
      'DATABASE_REPLICA_URL must be a postgres:// or postgresql:// connection URL',
    ]);
  });
});

describe('loadConfig without an argument', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('reads process.env', () => {
    vi.stubEnv('PORT', 'not-a-port');
    const error = (() => {
      try {
        loadConfig();
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toContain('PORT must be a port number (got "not-a-port")');
  });
});

describe('API_DOCS', () => {
  test('on by default outside production, off by default in production, and either when set', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(productionEnv).apiDocs).toBe(false);
    expect(loadConfig({ ...productionEnv, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });
});

describe('METRICS', () => {
  const token = 'a-metrics-token-of-at-least-32-chars';

  test('on by default outside production; in production only with a token, unless turned off', () => {
    expect(loadConfig({}).metrics).toBe(true);
    expect(loadConfig(productionEnv).metrics).toBe(false);
    expect(loadConfig({ ...productionEnv, METRICS_TOKEN: token }).metrics).toBe(true);
    expect(loadConfig({ ...productionEnv, METRICS: 'on', METRICS_TOKEN: token }).metrics).toBe(true);
    expect(loadConfig({ ...productionEnv, METRICS: 'off', METRICS_TOKEN: token }).metrics).toBe(false);
    expect(loadConfig({ METRICS: 'off' }).metrics).toBe(false);
  });

  test('refuses METRICS=on in production without a token', () => {
    expect(configError({ ...productionEnv, METRICS: 'on' }).problems).toEqual([
      'METRICS_TOKEN must be set when METRICS is "on" in production: /metrics must not be open to anyone',
    ]);
  });

  test('refuses a short token without echoing it', () => {
    const error = configError({ METRICS_TOKEN: 'short-token' });
    expect(error.problems).toEqual([
      'METRICS_TOKEN must be at least 32 characters of random text (e.g. openssl rand -hex 32)',
    ]);
    expect(error.message).not.toContain('short-token');
  });
});

describe('TEST_CLOCK', () => {
  test('off unless asked, and refused in production: it lets any request choose the time', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe('off');
    expect(loadConfig({ TEST_CLOCK: 'on' }).TEST_CLOCK).toBe('on');
    expect(configError({ ...productionEnv, TEST_CLOCK: 'on' }).problems).toEqual([
      'TEST_CLOCK must be "off" in production: it lets any request choose the time',
    ]);
  });
});

describe('SMS_COUNTRIES', () => {
  test('takes ISO codes in any case', () => {
    expect(loadConfig({ SMS_COUNTRIES: 'us, ca,gb' }).smsCountries).toEqual(['US', 'CA', 'GB']);
  });

  test('names the entries that are no country code', () => {
    expect(configError({ SMS_COUNTRIES: 'US,USA,XX' }).problems).toEqual([
      'SMS_COUNTRIES has "USA", "XX", which are not ISO 3166 country codes (e.g. US,CA,GB)',
    ]);
  });

  test('staff numbers that could never be texted a code are refused at start', () => {
    expect(
      configError({ ADMIN_PHONES: '+44 20 7946 0120', DOOR_PHONES: '+1 900 555 0100' }).problems,
    ).toEqual([
      'ADMIN_PHONES has "+44 20 7946 0120", which could never sign in: SMS_COUNTRIES (US,CA) does not include its country',
      'DOOR_PHONES has "+1 900 555 0100", which could never sign in: no code may be texted to it (a premium-rate, toll-free or service number)',
    ]);
  });

  test('an empty list (only commas) is refused', () => {
    expect(configError({ SMS_COUNTRIES: ',' }).problems).toEqual([
      'SMS_COUNTRIES must name at least one country (ISO 3166 codes, e.g. US,CA)',
    ]);
  });
});

describe('email provider rules', () => {
  test('production with the console email stand-in is refused unless ALLOW_CONSOLE_EMAIL=on', () => {
    const env = { ...productionEnv, EMAIL_PROVIDER: 'console' };
    expect(configError(env).problems).toEqual([
      'EMAIL_PROVIDER is "console" in production, which sends no real email: set it to "smtp", or ALLOW_CONSOLE_EMAIL=on to accept that',
    ]);
    expect(loadConfig({ ...env, ALLOW_CONSOLE_EMAIL: 'on' }).emailProvider).toBe('console');
  });

  test('the email provider defaults to smtp in production and console elsewhere', () => {
    const { EMAIL_PROVIDER: _omitted, ...env } = productionEnv;
    expect(loadConfig(env).emailProvider).toBe('smtp');
    expect(loadConfig({ NODE_ENV: 'development' }).emailProvider).toBe('console');
    expect(loadConfig({ NODE_ENV: 'test' }).emailProvider).toBe('console');
  });

  test('smtp needs SMTP_URL, an smtp:// or smtps:// URL, never echoed', () => {
    expect(configError({ EMAIL_PROVIDER: 'smtp' }).problems).toEqual([
      'SMTP_URL must be set when EMAIL_PROVIDER is "smtp"',
    ]);
    const problems = configError({ SMTP_URL: 'http://user:hunter2@mail.example.com' }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problems[0]).not.toContain('hunter2');
  });
});

describe('Wallet settings', () => {
  test('come in sets: half a set is refused, naming what is missing', () => {
    expect(problemsOf({ APPLE_PASS_CERT: '/etc/nightlist/pass.pem' })).toEqual(
      expect.arrayContaining([
        'APPLE_PASS_KEY must be set with the other APPLE_PASS_* certificates',
        'APPLE_WWDR_CERT must be set with the other APPLE_PASS_* certificates',
        'APPLE_PASS_TYPE_ID must be set with the other APPLE_PASS_* certificates',
        'APPLE_TEAM_ID must be set with the other APPLE_PASS_* certificates',
      ]),
    );
    expect(problemsOf({ APNS_KEY: '/etc/nightlist/apns.p8' })).toContain(
      'APNS_KEY_ID must be set to push Wallet updates through APNs',
    );
    expect(problemsOf({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toEqual([
      'GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT must be set together',
    ]);
    expect(problemsOf({ APPLE_PASS_TYPE_ID: 'com.example' })).toEqual([
      'APPLE_PASS_TYPE_ID must be a Pass Type ID, e.g. pass.com.example.nightlist (got "com.example")',
    ]);
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
