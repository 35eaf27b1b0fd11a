import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { responseFields } from './logger.ts';

/**
 * One line per answered request (decision 044) instead of Fastify's two ("incoming request" and
 * "request completed"): method, url (secrets redacted), status, time and the request id (the
 * request logger's `reqId`). A request that failed mid-response is still logged as an error, and
 * Fastify's other lines (stream errors, a failed writeHead) are kept.
 */
export class OneLineRequestLog extends LogController {
  private readonly info: boolean;

  constructor(logger: Logger) {
    super();
    this.info = logger.isLevelEnabled('info');
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
    } else if (this.info) {
      reply.log.info(responseFields(request, reply.statusCode, reply.elapsedTime), 'request completed');
    }
  }
}
