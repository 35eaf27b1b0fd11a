import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import { responseFields } from './logger.ts';

/**
 * One line per answered request (decision 044) instead of Fastify's two ("incoming request" and
 * "request completed"): method, url (secrets redacted), status, time and the request id (`reqId`,
 * as the request logger binds it). A request that failed mid-response is still logged as an error,
 * and Fastify's other lines (stream errors, a failed writeHead) are kept.
 *
 * The line of an answered request is written by a logger of its own on the same destination, with
 * the server logger's bindings and no redaction paths: its fields are four scalars and the already
 * redacted url, which no path matches, and running the redaction over every line was a tenth of the
 * line's cost (issue 39). Errors keep the request logger, its serializers and its redaction.
 */
export class OneLineRequestLog extends LogController {
  private readonly lines: Logger | undefined;

  constructor(logger: Logger) {
    super();
    this.lines = logger.isLevelEnabled('info') ? lineLogger(logger) : undefined;
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
    } else if (this.lines) {
      const fields = responseFields(request, reply.statusCode, reply.elapsedTime);
      this.lines.info(
        {
          reqId: request.id,
          method: fields.method,
          url: fields.url,
          statusCode: fields.statusCode,
          responseTime: fields.responseTime,
        },
        'request completed',
      );
    }
  }
}

/** A logger writing where `logger` writes, with its level and bindings, and nothing else. */
function lineLogger(logger: Logger): Logger {
  const destination = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: logger.level, base: logger.bindings() }, destination);
}
