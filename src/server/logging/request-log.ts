import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import { responseFields } from './logger.ts';

/**
 * One line per answered request (decision 044) instead of Fastify's two ("incoming request" and
 * "request completed"): method, url (secrets redacted), status, time and the request id (`reqId`,
 * as the request logger binds it). A request that failed mid-response is still logged as an error,
 * and Fastify's other lines (stream errors, a failed writeHead) are kept.
 *
 * The line of an answered request is the hottest one the server writes, so it is put together here
 * as the very text pino writes for `logger.info({ reqId, method, url, statusCode, responseTime },
 * 'request completed')` with createLogger's options (default level labels and epoch time, the
 * logger's bindings pre-serialised once), and handed to the logger's destination as pino would
 * (with the line's level for a destination that splits by it). Its fields are four scalars and the
 * already redacted url, which no redaction path matches: pino's redaction pass and object walk on
 * every line were most of the line's cost (issue 39). Errors keep the request logger, its
 * serializers and its redaction.
 */
export class OneLineRequestLog extends LogController {
  private readonly write: ((line: RequestLine) => void) | undefined;

  constructor(logger: Logger) {
    super();
    this.write = logger.isLevelEnabled('info') ? lineWriter(logger) : undefined;
  }

  override incomingRequest(): void {}

  /** The one line covers it (status 404). */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { ...responseFields(request, reply.statusCode, reply.elapsedTime), err: error },
        'request errored',
      );
    } else if (this.write) {
      this.write({ reqId: request.id, ...responseFields(request, reply.statusCode, reply.elapsedTime) });
    }
  }
}

export interface RequestLine {
  reqId: string;
  method: string | undefined;
  url: string;
  statusCode: number;
  responseTime: number;
}

type MetadataStream = pino.DestinationStream & {
  lastLevel?: number;
  lastTime?: string;
  lastMsg?: string;
  lastObj?: object;
  lastLogger?: Logger;
};

const INFO = pino.levels.values.info!;
const MESSAGE = 'request completed';

/** Writes a request line where `logger` writes, as pino would write it at info. */
export function lineWriter(logger: Logger): (line: RequestLine) => void {
  const symbols = logger as unknown as Record<symbol, unknown>;
  const stream = symbols[pino.symbols.streamSym] as MetadataStream;
  // `,"pid":…,"hostname":"…"` and any child's bindings, as pino serialised them.
  const bindings = String(symbols[pino.symbols.chindingsSym] ?? '');
  const metadata = Boolean((stream as unknown as Record<symbol, unknown>)[pino.symbols.needsMetadataGsym]);
  return (line) => {
    const time = `,"time":${Date.now()}`;
    if (metadata) {
      stream.lastLevel = INFO;
      stream.lastTime = time;
      stream.lastMsg = MESSAGE;
      stream.lastObj = line;
      stream.lastLogger = logger;
    }
    const method = line.method === undefined ? '' : `,"method":${JSON.stringify(line.method)}`;
    stream.write(
      `{"level":${INFO}${time}${bindings},"reqId":${JSON.stringify(String(line.reqId))}${method},"url":${JSON.stringify(line.url)},"statusCode":${finite(line.statusCode)},"responseTime":${finite(line.responseTime)},"msg":"${MESSAGE}"}\n`,
    );
  };
}

/** As pino writes a number: null when not finite. */
const finite = (value: number) => (Number.isFinite(value) ? String(value) : 'null');
