import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { googleWalletLinkSchema } from '../../shared/api/wallet-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { WalletPassKind } from '../db/schema.ts';
import { GUESTLIST_MESSAGES } from '../guestlist/guestlist-messages.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { RESERVATION_MESSAGES } from '../reservations/reservation-messages.ts';
import type { WalletService } from './wallet-service.ts';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** The OpenAPI answer of a .pkpass route: the signed file, not JSON. */
export const pkpassFileResponse = {
  description:
    'The pass as a signed Apple Wallet package (.pkpass: a zip with pass.json, manifest.json and its PKCS#7 signature)',
  // Sent as a Buffer with its own content type, which Fastify passes through without serializing.
  content: { [PKPASS_TYPE]: { schema: z.string() } },
};

/** Where the app was reached: the pass's web service URL when PUBLIC_URL is not set (development). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const PLACES: {
  kind: WalletPassKind;
  path: string;
  param: 'passId' | 'id' | 'guestPassId';
  notFound: [string, string];
}[] = [
  {
    kind: 'guestlist',
    path: '/api/passes/:passId/wallet',
    param: 'passId',
    notFound: ['pass_not_found', GUESTLIST_MESSAGES.passNotFound],
  },
  {
    kind: 'guest',
    path: '/api/guest-passes/:guestPassId/wallet',
    param: 'guestPassId',
    notFound: ['pass_not_found', GUESTLIST_MESSAGES.passNotFound],
  },
  {
    kind: 'reservation',
    path: '/api/reservations/:id/wallet',
    param: 'id',
    notFound: ['reservation_not_found', RESERVATION_MESSAGES.reservationNotFound],
  },
];

/** "Add to Apple Wallet" and "Add to Google Wallet" for the member's own passes and reservations. */
export const walletRoutes =
  (deps: { wallet: WalletService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { wallet } = deps;
    for (const place of PLACES) {
      const params = z.object({ [place.param]: z.string() });
      const tag = place.kind === 'reservation' ? 'reservations' : 'passes';
      const memberPass = (request: FastifyRequest) => {
        const user = requireUser(request);
        const passId = (request.params as Record<string, string>)[place.param] ?? '';
        if (!isUuid(passId)) throw new AppError(404, ...place.notFound);
        return { kind: place.kind, passId, userId: user.id };
      };

      app.get(
        `${place.path}/apple`,
        {
          schema: {
            tags: [tag],
            summary: 'The pass for Apple Wallet: a signed .pkpass that updates itself through the night',
            params,
            response: { 200: pkpassFileResponse, 401: apiErrorSchema, 404: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const pass = memberPass(request);
          const built = await wallet.applePass(pass, requestOrigin(request));
          if (!built) throw new AppError(404, ...place.notFound);
          reply.header('cache-control', 'no-store');
          reply.header('content-disposition', `attachment; filename="nightlist-${pass.passId}.pkpass"`);
          return reply.type(PKPASS_TYPE).send(built.file as unknown as string);
        },
      );

      app.get(
        `${place.path}/google`,
        {
          schema: {
            tags: [tag],
            summary:
              'A “Save to Google Wallet” link for the pass (a signed JWT); the saved pass updates itself',
            params,
            response: { 200: googleWalletLinkSchema, 401: apiErrorSchema, 404: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const pass = memberPass(request);
          const url = await wallet.googleLink(pass, requestOrigin(request));
          if (!url) throw new AppError(404, ...place.notFound);
          reply.header('cache-control', 'no-store');
          return { url };
        },
      );
    }
  };
