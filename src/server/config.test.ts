import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
  DATA_DIR: './data',
  DEMO_DATA: 'on',
  DEFAULT_TIME_ZONE: 'America/New_York',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'off',
  WEB_DIST_DIR: './dist/web',
  dataDir: path.resolve('./data'),
  webDistDir: path.resolve('./dist/web'),
};

describe('loadConfig defaults', () => {
  test('an empty environment gives every default and no database URL', () => {
    const config = loadConfig({});
    expect(config).toEqual(defaults);
    expect('DATABASE_URL' in config).toBe(false);
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
        DATA_DIR: '/srv/nightlist/data',
        DEMO_DATA: 'off',
        DEFAULT_TIME_ZONE: 'Europe/London',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'on',
        WEB_DIST_DIR: '/srv/nightlist/web',
      }),
    ).toEqual({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 8080,
      DATABASE_URL: 'postgres://nightlist:secret@db.internal:5432/nightlist',
      DATA_DIR: '/srv/nightlist/data',
      DEMO_DATA: 'off',
      DEFAULT_TIME_ZONE: 'Europe/London',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'on',
      WEB_DIST_DIR: '/srv/nightlist/web',
      dataDir: '/srv/nightlist/data',
      webDistDir: '/srv/nightlist/web',
    });
  });

  test('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/db', WEB_DIST_DIR: '../web' });
    expect(config.dataDir).toBe(path.resolve('var/db'));
    expect(config.webDistDir).toBe(path.resolve('../web'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  test.each(['development', 'production', 'test'])('accepts NODE_ENV=%s', (value) => {
    expect(loadConfig({ NODE_ENV: value }).NODE_ENV).toBe(value);
  });

  test.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])(
    'accepts LOG_LEVEL=%s',
    (value) => {
      expect(loadConfig({ LOG_LEVEL: value }).LOG_LEVEL).toBe(value);
    },
  );

  test.each(['DEMO_DATA', 'TRUST_PROXY'])('accepts on and off for %s', (name) => {
    expect(loadConfig({ [name]: 'on' })).toMatchObject({ [name]: 'on' });
    expect(loadConfig({ [name]: 'off' })).toMatchObject({ [name]: 'off' });
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
    ['TRUST_PROXY', '1', 'TRUST_PROXY must be "on" or "off" (got "1")'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY must be "on" or "off" (got "true")'],
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
      'TRUST_PROXY must be "on" or "off" (got "sometimes")',
    ]);
    expect(error.message).toBe(`Invalid configuration:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
  });

  test('a wrong variable is not hidden by valid ones', () => {
    const error = configError({ NODE_ENV: 'production', PORT: '99999', LOG_LEVEL: 'warn' });
    expect(error.problems).toEqual(['PORT must be between 0 and 65535 (got "99999")']);
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
