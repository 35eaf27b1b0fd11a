import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

/**
 * Fastify's `frameworkErrors`: an address its router refuses before any route runs. A path
 * parameter longer than the router allows (find-my-way's maxParamLength, 100) is a 414; a path that
 * is not valid percent-encoding is a 400. Our usual error body, in plain words, instead of Fastify's,
 * which had no statusCode and quoted the whole address back (50,000 characters of it, in the fuzz).
 */
export function answerFrameworkError(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .send(
        errorBody(414, 'uri_too_long', 'A part of the address is too long to be an id here. Check the link.'),
      );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(
        errorBody(
          400,
          'bad_url',
          'The address is not valid: a % in it must be followed by two hex digits. Check the link.',
        ),
      );
  }
  return reply
    .status(400)
    .send(errorBody(400, 'bad_request', 'The request could not be read. Check the address.'));
}
