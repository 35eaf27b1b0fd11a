import pino, { type Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { safeError } from './safe-error.ts';

/**
 * A guest pass's claim link carries its secret in the path (decision 039), and a few query parameters
 * carry one too: logged as `[redacted]`.
 */
export function redactUrl(url: string): string {
  // Most lines have neither a query nor a claim path: no regex then (issue 39, item 2).
  const query = url.includes('?');
  const claim = url.includes('claim');
  if (!query && !claim) return url;
  const path = claim ? url.replace(/\/(claim|guest-pass-claims)\/[^/?#]+/g, '/$1/[redacted]') : url;
  return query ? path.replace(SECRET_PARAMETER, '$1[redacted]') : path;
}

/** Query parameters that can carry a secret (the wallet's `jwt`, any token or code): values never logged. */
const SECRET_PARAMETER = /([?&](?:jwt|token|code|key|secret|signature|password)=)[^&#]*/gi;

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

/** The fields an operator needs of each answered request, in one line (Fastify's two are off). */
export function responseFields(request: LoggedRequest, statusCode: number, elapsedMs: number) {
  return {
    method: request.method,
    url: redactUrl(String(request.url ?? '')),
    statusCode,
    responseTime: Math.round(elapsedMs * 10) / 10,
  };
}

/**
 * Where the server's JSON lines go (decision 044): info and debug lines into a buffer written to `fd`
 * off the request path (pino's asynchronous destination, flushed at exit), warnings and worse written
 * at once, so a crash loses none of them. The buffer is flushed first, so lines keep their order.
 * Each line goes to one of the two by the level pino hands it (`lastLevel`): what `pino.multistream`
 * with `dedupe` did, without its loop over the streams on every line.
 */
export function splitDestination(
  level: string,
  fd = 1,
): pino.DestinationStream & { flushSync(): void; end(): void } {
  // Written in blocks of 4 KiB or more (one fs.write for many lines under load); a quiet server's
  // lines wait at most a second, and a SIGKILL loses at most a block of info lines. Larger blocks
  // once cost more CPU a line (string mode, below); in buffer mode 16 and 64 KiB measured the same as
  // 4 KiB, so the smaller loss is kept.
  // Lines are handed over as bytes (`contentMode: 'buffer'`): given strings, sonic-boom measures the
  // UTF-8 length of its whole pending block again on every line (`Buffer.byteLength` of up to 16 KiB);
  // given bytes, it adds up lengths. 2.7 against 1.0 µs of CPU a line (issue 39, item 2).
  const buffered = pino.destination({
    dest: fd,
    sync: false,
    minLength: 4096,
    periodicFlush: 1000,
    contentMode: 'buffer',
  });
  const immediate = pino.destination({ dest: fd, sync: true });
  const lowest = pino.levels.values[level] ?? 0;
  return {
    // pino sets `lastLevel` before each write on a stream that asks for it (as it does for multistream).
    [pino.symbols.needsMetadataGsym]: true,
    lastLevel: 0,
    write(this: { lastLevel: number }, line: string) {
      const lineLevel = this.lastLevel;
      if (lineLevel < lowest) return;
      if (lineLevel < WARN) {
        // Typed for strings; in buffer mode it takes (and needs) a Buffer.
        buffered.write(Buffer.from(line) as unknown as string);
        return;
      }
      try {
        buffered.flushSync();
      } catch {
        // Not open yet or mid-write: the warning still goes out now.
      }
      immediate.write(line);
    },
    flushSync: () => buffered.flushSync(),
    // Writes out what is buffered, stops the periodic flush and closes `fd` (once: the immediate
    // stream writes synchronously and holds no timer).
    end: () => buffered.end(),
  } as pino.DestinationStream & { flushSync(): void; end(): void };
}

const WARN = pino.levels.values.warn!;

/** Writes out the buffered lines now (at shutdown; pino also does so on `process.exit`). */
export function flushLogs(logger: Logger): void {
  try {
    const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
    stream?.flushSync?.();
  } catch {
    // A destination that cannot flush (a test's array) has nothing buffered.
  }
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
  if (destination) return pino(options, destination);
  if (pretty || config.LOG_LEVEL === 'silent') return pino(options);
  return pino(options, splitDestination(config.LOG_LEVEL));
}
