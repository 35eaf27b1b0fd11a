import pino, { type Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { safeError } from './safe-error.ts';

/** A guest pass's claim link carries its secret in the path (decision 039): logged as `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(/\/(claim|guest-pass-claims)\/[^/?#]+/g, '/$1/[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the secrets a path may carry taken out. */
function requestFields(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(String(req.url ?? '')),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** JSON logs in production; readable lines in development. Secrets are never logged: see `redact`. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  /** Where the JSON lines go instead of stdout (tests read them back). */
  destination?: pino.DestinationStream,
): Logger {
  const pretty = !destination && config.NODE_ENV === 'development' && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    // Errors are logged by shape: never the values of a failed query (see safe-error.ts).
    serializers: { err: safeError, error: safeError, req: requestFields },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    transport: pretty
      ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
