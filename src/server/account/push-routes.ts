import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import {
  MAX_PUSH_DEVICES,
  type PushDevice,
  pushDevicesResponseSchema,
  pushPublicKeyResponseSchema,
  savedPushDeviceResponseSchema,
  savePushSubscriptionBodySchema,
} from '../../shared/api/push-schema.ts';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { deviceLabelOf, isP256PublicKey, pushEndpointProblem } from '../push/push-endpoint.ts';
import type { PushSender } from '../push/push-sender.ts';
import {
  countPushSubscriptions,
  deleteOwnPushSubscription,
  findPushSubscriptionByEndpoint,
  findPushSubscriptions,
  type PushSubscriptionRow,
  upsertPushSubscription,
} from '../push/push-subscriptions-repository.ts';
import { serviceOf } from '../push/web-push-sender.ts';

export interface PushRoutesDeps {
  db: Database;
  /** Undefined when push is off (production without a contact address). */
  push: PushSender | undefined;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: http://127.0.0.1 endpoints (a local fake push service). */
  allowLocalEndpoints: boolean;
}

const PUSH_OFF_MESSAGE = 'Push notifications are not available on this server.';
const DEVICE_NOT_FOUND = 'No such device has push on for you.';

function toDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    label: row.deviceLabel,
    service: serviceOf(row.endpoint),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Web Push: the key to subscribe with, and the member's devices with push on (one per browser). */
export const pushRoutes =
  ({ db, push, allowLocalEndpoints }: PushRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const devicesOf = async (userId: string) => ({
      devices: (await findPushSubscriptions(db, userId, MAX_PUSH_DEVICES)).map(toDevice),
    });

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags: ['push'],
          summary: 'The VAPID public key a browser subscribes to push with',
          response: { 200: pushPublicKeyResponseSchema, 503: apiErrorSchema },
        },
      },
      async () => {
        if (!push) throw new AppError(503, 'push_unavailable', PUSH_OFF_MESSAGE);
        return { publicKey: push.publicKey };
      },
    );

    app.get(
      '/api/push/subscriptions',
      {
        schema: {
          tags: ['push'],
          summary: 'The member’s devices with push on, oldest first',
          response: { 200: pushDevicesResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return devicesOf(user.id);
      },
    );

    app.post(
      '/api/push/subscriptions',
      {
        schema: {
          tags: ['push'],
          summary: 'Turns push on for this device (its PushSubscription); saving it again renews it',
          body: savePushSubscriptionBodySchema,
          response: {
            201: savedPushDeviceResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!push) throw new AppError(503, 'push_unavailable', PUSH_OFF_MESSAGE);
        const { endpoint, keys, theme } = request.body;
        const problem = pushEndpointProblem(endpoint, allowLocalEndpoints);
        if (problem) throw new AppError(400, 'invalid_push_subscription', problem);
        if (!isP256PublicKey(keys.p256dh))
          throw new AppError(
            400,
            'invalid_push_subscription',
            'keys.p256dh must be a P-256 public key (an uncompressed point)',
          );
        const existing = await findPushSubscriptionByEndpoint(db, endpoint);
        if (existing?.userId !== user.id && (await countPushSubscriptions(db, user.id)) >= MAX_PUSH_DEVICES)
          throw new AppError(
            409,
            'too_many_devices',
            `Push is on for ${MAX_PUSH_DEVICES} of your devices already: remove one in your profile first.`,
          );
        const saved = await upsertPushSubscription(db, {
          userId: user.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          theme,
          deviceLabel: deviceLabelOf(request.headers['user-agent']),
        });
        reply.header('cache-control', 'no-store');
        reply.status(201);
        return { device: toDevice(saved), ...(await devicesOf(user.id)) };
      },
    );

    app.delete(
      '/api/push/subscriptions',
      {
        schema: {
          tags: ['push'],
          summary: 'Turns push off for this device (by its endpoint); answers the devices left',
          body: z.object({ endpoint: z.string({ error: 'endpoint must be text' }).min(1).max(2048) }),
          response: {
            200: pushDevicesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        // Another member's device is answered like a missing one, and nothing is deleted.
        if (!(await deleteOwnPushSubscription(db, user.id, { endpoint: request.body.endpoint })))
          throw new AppError(404, 'push_device_not_found', DEVICE_NOT_FOUND);
        reply.header('cache-control', 'no-store');
        return devicesOf(user.id);
      },
    );

    app.delete(
      '/api/push/subscriptions/:id',
      {
        schema: {
          tags: ['push'],
          summary:
            'Removes one of the member’s devices from push (the profile’s list); answers the devices left',
          params: z.object({ id: z.uuid({ error: 'id must be a device id' }) }),
          response: {
            200: pushDevicesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!(await deleteOwnPushSubscription(db, user.id, { id: request.params.id })))
          throw new AppError(404, 'push_device_not_found', DEVICE_NOT_FOUND);
        reply.header('cache-control', 'no-store');
        return devicesOf(user.id);
      },
    );
  };
