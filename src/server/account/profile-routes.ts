import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema, updateProfileBodySchema } from '../../shared/api/auth-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { SessionService } from '../auth/session-service.ts';
import { sessionResponse } from '../auth/session-view.ts';
import type { Database } from '../db/client.ts';
import { updateProfile } from '../profile/profile-service.ts';

/** The signed-in user's profile (SPEC §2 profile form). Needs registerCurrentSession in the same scope. */
export const profileRoutes =
  ({
    db,
    clock,
    sessions,
  }: {
    db: Database;
    clock: () => Date;
    sessions: SessionService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/profile',
      {
        schema: {
          tags: ['profile'],
          summary: 'Saves the profile form; answers with the new auth state',
          body: updateProfileBodySchema,
          response: { 200: sessionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const updated = await updateProfile(db, user, request.body, clock());
        // The next request may come before this process hears its own change from the database.
        sessions.forgetUser(user.id);
        reply.header('cache-control', 'no-store');
        return sessionResponse(db, updated, request.log);
      },
    );
  };
