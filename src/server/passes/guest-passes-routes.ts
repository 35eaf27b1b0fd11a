import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  claimedGuestPassSchema,
  createdGuestInvitationSchema,
  createGuestInvitationBodySchema,
  guestClaimSchema,
  guestInvitationsSchema,
  guestPassesResponseSchema,
  guestPassSchema,
} from '../../shared/api/guest-pass-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import {
  claimGuestPass,
  createInvitation,
  heldGuestPass,
  heldGuestPasses,
  listInvitations,
  readClaim,
  revokeInvitation,
} from './guest-passes-service.ts';
import type { PassesDeps } from './passes-routes.ts';

const passParams = z.object({ passId: z.string() });
const invitationParams = z.object({ passId: z.string(), invitationId: z.string() });
const tokenParams = z.object({ token: z.string() });
const guestPassParams = z.object({ guestPassId: z.string() });
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * A pass for every guest (decision 039): the leader sends places of the party from their pass, a
 * guest claims one by its link, then holds a pass of their own. Only the leader sees or changes the
 * party's places; a guest sees only the passes they claimed.
 */
export const guestPassesRoutes =
  ({ db, clock, passKey }: PassesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Signed in before the body is read: an anonymous caller is told 401, whatever it sent. Only a
    // claim link's preview is open to anyone holding the link.
    app.addHook('preValidation', async (request) => {
      const open = request.method === 'GET' && request.routeOptions.url === '/api/guest-pass-claims/:token';
      if (!open) requireUser(request);
    });

    app.get(
      '/api/passes/:passId/guest-passes',
      {
        schema: {
          tags: ['passes'],
          summary:
            'The places of the leader’s party sent as guest passes: sent, claimed (first name), arrived',
          params: passParams,
          response: { 200: guestInvitationsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return listInvitations(db, user.id, request.params.passId);
      },
    );

    app.post(
      '/api/passes/:passId/guest-passes',
      {
        schema: {
          tags: ['passes'],
          summary: `Sends one lady’s or man’s place of the party: a single-use claim link, shown this once`,
          params: passParams,
          body: createGuestInvitationBodySchema,
          response: {
            201: createdGuestInvitationSchema,
            400: apiErrorSchema,
            ...errors,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const created = await createInvitation(
          db,
          user.id,
          request.params.passId,
          request.body.place,
          clock(),
        );
        reply.header('cache-control', 'no-store');
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/api/passes/:passId/guest-passes/:invitationId/revoke',
      {
        schema: {
          tags: ['passes'],
          summary: 'Takes a sent guest pass back (not once its guest is in): its link and pass stop working',
          params: invitationParams,
          response: { 204: z.null(), ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await revokeInvitation(db, user.id, request.params.passId, request.params.invitationId, clock());
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/guest-pass-claims/:token',
      {
        schema: {
          tags: ['passes'],
          summary:
            'What a claim link offers: who invites, the club and the night, and whether it can be claimed',
          params: tokenParams,
          response: { 200: guestClaimSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const userId = request.currentSession?.user.id ?? null;
        return readClaim(db, request.params.token, userId, clock());
      },
    );

    app.post(
      '/api/guest-pass-claims/:token',
      {
        schema: {
          tags: ['passes'],
          summary: 'Claims the link for the signed-in member, who then holds the guest pass',
          params: tokenParams,
          response: {
            200: claimedGuestPassSchema,
            201: claimedGuestPassSchema,
            ...errors,
            409: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { guestPassId, created } = await claimGuestPass(db, request.params.token, user.id, clock());
        return reply.status(created ? 201 : 200).send({ guestPassId });
      },
    );

    app.get(
      '/api/guest-passes',
      {
        schema: {
          tags: ['passes'],
          summary: 'The guest passes the member claimed, newest night first',
          response: { 200: guestPassesResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { guestPasses: await heldGuestPasses(db, user.id, passKey) };
      },
    );

    app.get(
      '/api/guest-passes/:guestPassId',
      {
        schema: {
          tags: ['passes'],
          summary: 'One guest pass the member claimed, with the signed token its QR code carries',
          params: guestPassParams,
          response: { 200: guestPassSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return heldGuestPass(db, user.id, request.params.guestPassId, passKey);
      },
    );
  };
