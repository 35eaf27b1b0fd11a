import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSiteNoticeBodySchema, siteNoticeSchema } from '../../../shared/api/admin/site-notice-schema.ts';
import { apiErrorSchema } from '../../../shared/api/common-schema.ts';
import { requireAdmin } from '../../auth/require-role.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import { readSiteNotice, saveSiteNotice } from './site-notice-service.ts';

/** The home page's banner (SPEC §1's offline notice): read by everyone, edited by admins. */
export const siteNoticeRoutes =
  (deps: StaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site-notice',
      {
        schema: {
          tags: ['site'],
          summary: 'The notice the home page shows, and whether it is switched on',
          response: { 200: siteNoticeSchema },
        },
      },
      async (_request, reply) => {
        // An edit must show on the next visit: caches ask every time (live pages also get a `settings` event).
        reply.header('cache-control', 'no-cache');
        return readSiteNotice(deps.db);
      },
    );

    app.put(
      '/api/admin/site-notice',
      {
        schema: {
          tags: ['admin'],
          summary: 'Edits the site notice or switches it off',
          body: setSiteNoticeBodySchema,
          response: { 200: siteNoticeSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const actor = await requireAdmin(request, deps.db);
        return saveSiteNotice(deps, actor, request.body);
      },
    );
  };
