import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../logging/logger.ts';

export interface LogCapture {
  /** The production logger (JSON lines, its serializers and redaction), at `level`. */
  logger: Logger;
  /** Everything written so far, as the raw JSON lines. */
  text(): string;
  /** Everything written so far, parsed. */
  entries(): { level: number; msg: string; [field: string]: unknown }[];
}

/** A production logger writing into memory, so a test can read back what would have been logged. */
export function captureLogs(level: 'trace' | 'info' = 'info'): LogCapture {
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger({ LOG_LEVEL: level, NODE_ENV: 'production' }, stream),
    text: () => written,
    entries: () =>
      written
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}
