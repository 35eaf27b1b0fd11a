import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  archiveStatusSchema,
  deleteAccountBodySchema,
  deleteCodeResponseSchema,
  leavingFiguresSchema,
} from '../../shared/api/your-data-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { requestClientKey } from '../http/client-address.ts';
import { archiveStatus, readArchive, requestArchive } from './archive-service.ts';
import { type DeleteAccountDeps, deleteAccount, sendDeleteCode } from './delete-account.ts';
import { leavingFigures } from './leaving-money.ts';

export interface YourDataDeps extends DeleteAccountDeps {
  /** Starts preparing the archives asked for (the job also runs on its own now and then). */
  prepareSoon: () => void;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema } as const;

/** Your data: download it, delete the account (decision 042). Needs the session scope. */
export const yourDataRoutes =
  (deps: YourDataDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A session first, before any body is read: an anonymous caller gets 401 whatever it sent.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    app.get(
      '/api/me/data/archive',
      {
        schema: {
          tags: ['your-data'],
          summary: 'The member’s data archive: none, preparing, or ready until its expiry',
          response: { 200: archiveStatusSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return archiveStatus(deps.db, user.id, deps.clock());
      },
    );
    app.post(
      '/api/me/data/archive',
      {
        schema: {
          tags: ['your-data'],
          summary:
            'Asks for an archive of everything held about the member (one a day); prepared in the background',
          response: { 202: archiveStatusSchema, 429: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await requestArchive(deps.db, user.id, deps.clock());
        deps.prepareSoon();
        reply.code(202).header('cache-control', 'no-store');
        return archiveStatus(deps.db, user.id, deps.clock());
      },
    );
    app.get(
      '/api/me/data/archive/download',
      {
        schema: {
          tags: ['your-data'],
          summary: 'Downloads the member’s own ready archive (JSON); 404 when none is ready',
          response: { 200: z.record(z.string(), z.unknown()), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const content = await readArchive(deps.db, user.id, deps.clock());
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', 'attachment; filename="nightlist-data.json"')
          .type('application/json; charset=utf-8');
        // Sent as stored: the JSON text, not parsed and written again.
        return reply.serializer((payload: unknown) => payload as string).send(content as never);
      },
    );
    app.get(
      '/api/me/data/deletion',
      {
        schema: {
          tags: ['your-data'],
          summary: 'What deleting the account would do to the member’s money and places, in figures',
          response: { 200: leavingFiguresSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return leavingFigures(deps.db, user.id, deps.clock());
      },
    );
    app.post(
      '/api/me/data/deletion/code',
      {
        schema: {
          tags: ['your-data'],
          summary: 'Texts a fresh code to the member’s number to confirm deleting the account',
          response: { 200: deleteCodeResponseSchema, 429: apiErrorSchema, 503: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return sendDeleteCode(deps, user, requestClientKey(request));
      },
    );
    app.post(
      '/api/me/data/deletion',
      {
        schema: {
          tags: ['your-data'],
          summary: 'Deletes the account for good, confirmed with the code; signs out every device',
          body: deleteAccountBodySchema,
          response: {
            200: z.object({ deleted: z.literal(true) }),
            409: apiErrorSchema,
            429: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await deleteAccount(deps, user, { ...request.body, ip: requestClientKey(request) });
        clearSessionCookie(request, reply);
        reply.header('cache-control', 'no-store');
        return { deleted: true as const };
      },
    );
  };
