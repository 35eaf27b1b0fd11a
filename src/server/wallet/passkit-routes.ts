import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  appleLogBodySchema,
  appleRegistrationBodySchema,
  appleUpdatedSerialsSchema,
} from '../../shared/api/wallet-schema.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import { APPLE_WEB_SERVICE_PATH } from './apple-pass.ts';
import { registerDevice, serialsUpdatedSince, unregisterDevice } from './wallet-repository.ts';
import { PKPASS_TYPE, pkpassFileResponse, requestOrigin } from './wallet-routes.ts';
import type { WalletService } from './wallet-service.ts';

/** Requests per minute per address on Apple's web service: a phone asks a few times a night. */
export const PASSKIT_REQUESTS_PER_MINUTE = 120;
/** Lines of a device's log request written to ours. */
const DEVICE_LOG_LINES = 10;

const V1 = `${APPLE_WEB_SERVICE_PATH}/v1`;
const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,128}$/, { error: 'must be a device library identifier' });
const passTypeId = z.string().max(200);
const registrationParams = z.object({
  deviceLibraryIdentifier: deviceId,
  passTypeIdentifier: passTypeId,
  serialNumber: z.string().max(100),
});
const unauthorized = () =>
  new AppError(401, 'wallet_unauthorized', 'This pass’s authentication token is not valid.');
const noSuchPassType = () =>
  new AppError(404, 'wallet_pass_type_not_found', 'Passes of this type are not served here.');

/** Turns the device's log lines into something safe to keep: no long tokens (push or auth) in them. */
export function scrubDeviceLog(line: string): string {
  return line.replace(/[A-Za-z0-9_-]{20,}/g, '…').slice(0, 300);
}

/**
 * Apple's PassKit web service, exactly as Apple documents it (Wallet Passes › Adding a Web Service
 * to Update Passes). Called by Apple devices, not browsers: no session cookie, no same-origin check
 * (nothing here acts on a cookie), `Authorization: ApplePass <token>` per pass instead.
 */
export const passkitRoutes =
  (deps: { wallet: WalletService; db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    const { wallet, db } = deps;
    const rateLimit = { max: PASSKIT_REQUESTS_PER_MINUTE, timeWindow: '1 minute' };

    /** The pass `serial` of our type, when the request carries its token; throws 404/401 otherwise. */
    const authorize = (request: FastifyRequest, type: string, serial: string): string => {
      if (type !== wallet.passTypeId) throw noSuchPassType();
      const header = request.headers.authorization ?? '';
      const match = /^ApplePass ([A-Za-z0-9_-]{16,200})$/.exec(header);
      if (!match?.[1] || !isUuid(serial) || !wallet.isAuthentic(serial, match[1])) throw unauthorized();
      return serial;
    };
    const empty = (reply: FastifyReply, status: number) => reply.status(status).send(null);
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

    app.post(
      `${V1}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
      {
        config: { rateLimit },
        schema: {
          tags: ['wallet'],
          summary: 'Apple: a device registers for a pass’s updates (201 new, 200 already registered)',
          params: registrationParams,
          body: appleRegistrationBodySchema,
          response: {
            200: z.null().describe('Already registered'),
            201: z.null().describe('Registered'),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
        const serial = authorize(request, passTypeIdentifier, serialNumber);
        const created = await registerDevice(db, deviceLibraryIdentifier, serial, request.body.pushToken);
        return empty(reply, created ? 201 : 200);
      },
    );

    app.delete(
      `${V1}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
      {
        config: { rateLimit },
        schema: {
          tags: ['wallet'],
          summary: 'Apple: a device unregisters from a pass’s updates (the pass was removed)',
          params: registrationParams,
          response: { 200: z.null().describe('Unregistered'), ...errors },
        },
      },
      async (request, reply) => {
        const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
        const serial = authorize(request, passTypeIdentifier, serialNumber);
        await unregisterDevice(db, deviceLibraryIdentifier, serial);
        return empty(reply, 200);
      },
    );

    app.get(
      `${V1}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
      {
        config: { rateLimit },
        schema: {
          tags: ['wallet'],
          summary: 'Apple: the serial numbers of a device’s passes changed since a tag (204 when none)',
          params: z.object({ deviceLibraryIdentifier: deviceId, passTypeIdentifier: passTypeId }),
          querystring: z.object({
            passesUpdatedSince: z
              .string()
              .regex(/^\d{1,15}$/, { error: 'must be a tag this service gave (lastUpdated)' })
              .optional(),
          }),
          response: { 200: appleUpdatedSerialsSchema, 204: z.null().describe('No changes'), ...errors },
        },
      },
      async (request, reply) => {
        if (request.params.passTypeIdentifier !== wallet.passTypeId) throw noSuchPassType();
        const since = request.query.passesUpdatedSince;
        const found = await serialsUpdatedSince(
          db,
          request.params.deviceLibraryIdentifier,
          since === undefined ? null : Number(since),
        );
        reply.header('cache-control', 'no-store');
        if (found.serials.length === 0) return empty(reply, 204);
        return { serialNumbers: found.serials, lastUpdated: String(found.lastUpdated) };
      },
    );

    app.get(
      `${V1}/passes/:passTypeIdentifier/:serialNumber`,
      {
        config: { rateLimit },
        schema: {
          tags: ['wallet'],
          summary: 'Apple: the latest version of a pass (304 when not modified since If-Modified-Since)',
          params: z.object({ passTypeIdentifier: passTypeId, serialNumber: z.string().max(100) }),
          response: { 200: pkpassFileResponse, 304: z.null().describe('Not modified'), ...errors },
        },
      },
      async (request, reply) => {
        const { passTypeIdentifier, serialNumber } = request.params;
        const serial = authorize(request, passTypeIdentifier, serialNumber);
        const latest = await wallet.latestApplePass(serial, requestOrigin(request));
        if (!latest) throw unauthorized();
        const since = Date.parse(request.headers['if-modified-since'] ?? '');
        reply.header('last-modified', latest.lastModified.toUTCString());
        reply.header('cache-control', 'no-cache');
        if (Number.isFinite(since) && latest.lastModified.getTime() <= since) return empty(reply, 304);
        return reply.type(PKPASS_TYPE).send(latest.file as unknown as string);
      },
    );

    app.post(
      `${V1}/log`,
      {
        config: { rateLimit },
        schema: {
          tags: ['wallet'],
          summary: 'Apple: problems a device met with our passes, for us to read',
          body: appleLogBodySchema,
          response: { 200: z.null().describe('Logged'), 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // One entry per request, its first lines only: a device cannot flood the logs.
        const { logs } = request.body;
        if (logs.length > 0)
          request.log.warn(
            { deviceLogs: logs.slice(0, DEVICE_LOG_LINES).map(scrubDeviceLog), lines: logs.length },
            'Apple Wallet device log',
          );
        return empty(reply, 200);
      },
    );
  };
