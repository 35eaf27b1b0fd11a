import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  altchaChallengeSchema,
  challengeQuerySchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  verifyCodeBodySchema,
} from '../../shared/api/auth-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import type { Database } from '../db/client.ts';
import { requestClientKey } from '../http/client-address.ts';
import type { BotCheck } from './bot-check.ts';
import { isKnownDevice, rememberDevice } from './known-device.ts';
import { botCheckDifficulty, type SendCodeDeps, sendCode } from './send-code-service.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.ts';
import type { SessionService } from './session-service.ts';
import { sessionResponse } from './session-view.ts';
import { type VerifyCodeDeps, verifyCode } from './verify-code-service.ts';

export interface AuthRoutesDeps extends SendCodeDeps, VerifyCodeDeps {
  db: Database;
  /** Keys the cookie that marks a device its phone signed in on (known-device.ts). */
  deviceKey: Buffer;
  botCheck: BotCheck;
  sessions: SessionService;
}

/** Sign-in by phone and SMS code (SPEC §4, §7, §8). Needs registerCurrentSession in the same scope. */
export const authRoutes =
  (deps: AuthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Answers that depend on who asks, or are single use, must never be stored by a cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/auth/challenge',
      {
        schema: {
          tags: ['auth'],
          summary: 'A proof-of-work bot check (ALTCHA) to solve before asking for a code',
          description:
            'With `phoneNumber`, the challenge is as hard as a code to that number needs now: after several codes to it in 10 minutes, a device that has not signed in as it solves a harder one (send-code answers 428 to one too easy).',
          querystring: challengeQuerySchema,
          response: { 200: altchaChallengeSchema },
        },
      },
      async (request) =>
        deps.botCheck.challenge(
          await botCheckDifficulty(deps, request.query.phoneNumber, (phoneNumber) =>
            isKnownDevice(request, deps.deviceKey, phoneNumber),
          ),
        ),
    );

    app.post(
      '/api/auth/send-code',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sends a 6-digit sign-in code by SMS',
          body: sendCodeBodySchema,
          response: {
            200: sendCodeResponseSchema,
            400: apiErrorSchema,
            428: apiErrorSchema.describe(
              'captcha-too-easy: the number was sent several codes just now; solve GET /api/auth/challenge?phoneNumber=… and send again',
            ),
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      (request) =>
        sendCode(
          deps,
          {
            ...request.body,
            ip: requestClientKey(request),
            isKnownDevice: (phoneNumber) => isKnownDevice(request, deps.deviceKey, phoneNumber),
          },
          request.log,
        ),
    );

    app.post(
      '/api/auth/verify-code',
      {
        schema: {
          tags: ['auth'],
          summary: 'Confirms the code and signs in: sets the session cookie',
          body: verifyCodeBodySchema,
          response: { 200: sessionResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { phoneNumber, verificationId, code, persistence } = request.body;
        const user = await verifyCode(deps, {
          phoneNumber,
          verificationId,
          code,
          ip: requestClientKey(request),
        });
        rememberDevice(request, reply, deps.deviceKey, user.phoneNumber);
        const session = await deps.sessions.create(user.id, persistence, readSessionToken(request));
        setSessionCookie(request, reply, session.token, session.persistent);
        return sessionResponse(deps.db, user, request.log);
      },
    );

    app.get(
      '/api/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in: user, profile, roles and whether the profile must be completed',
          response: { 200: sessionResponseSchema },
        },
      },
      (request) =>
        sessionResponse(deps.db, request.currentSession?.user, request.log, request.currentSession?.roles),
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs out: the session is deleted on the server',
          description: 'Always 204, signed in or not; the session cookie is cleared.',
          response: { 204: z.null().describe('Signed out, and the session cookie cleared') },
        },
      },
      async (request, reply) => {
        const token = readSessionToken(request);
        if (token) await deps.sessions.revoke(token);
        clearSessionCookie(request, reply);
        return reply.status(204).send(null);
      },
    );
  };
