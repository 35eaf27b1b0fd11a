import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '../shared/time-zone.ts';

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
  TRUST_PROXY: onOff.default('off').describe('on when a reverse proxy sets X-Forwarded-For'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; webDistDir: string };

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
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    webDistDir: path.resolve(result.data.WEB_DIST_DIR),
  };
}
