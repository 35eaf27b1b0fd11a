import { z } from 'zod';
import { GENDERS } from '../clubs.ts';

/* Web Push: the server's VAPID public key, a device's subscription, the member's devices. */

/** Devices one member may have push on at once; the oldest must be removed for another. */
export const MAX_PUSH_DEVICES = 10;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Bytes a base64url text (no padding) decodes to, or -1 when it is not base64url. */
export function base64UrlBytes(value: string): number {
  if (!BASE64URL.test(value) || value.length % 4 === 1) return -1;
  return Math.floor((value.length * 3) / 4);
}

const keyOf = (name: string, bytes: number, what: string) =>
  z.string({ error: `${name} must be text` }).refine((value) => base64UrlBytes(value) === bytes, {
    error: `${name} must be the browser's ${what}: ${bytes} bytes written as base64url`,
  });

export const pushSubscriptionKeysSchema = z.object({
  p256dh: keyOf('keys.p256dh', 65, 'P-256 public key'),
  auth: keyOf('keys.auth', 16, 'auth secret'),
});

/** What PushSubscription.toJSON() gives, with the device's view (its notifications' look). */
export const savePushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'endpoint must be the push service’s https:// address' })
    .max(2048, { error: 'endpoint must be at most 2,048 characters' }),
  keys: pushSubscriptionKeysSchema,
  theme: z.enum(GENDERS, { error: 'theme must be "female" or "male"' }).default('female'),
});
export type SavePushSubscriptionBody = z.infer<typeof savePushSubscriptionBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Android". */
  label: z.string(),
  /** The push service's origin only ("https://fcm.googleapis.com"): the endpoint itself stays private. */
  service: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });
export const savedPushDeviceResponseSchema = pushDevicesResponseSchema.extend({ device: pushDeviceSchema });

export const pushPublicKeyResponseSchema = z.object({
  /** The VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
});

/** What the service worker receives in each push (the payload, encrypted to the device). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path to open, e.g. /passes/{id}. */
  url: string;
  kind: string;
  /** A later notification with the same tag replaces this one on the lock screen. */
  tag: string;
  theme: 'female' | 'male';
  actions: { action: 'claim' | 'open'; title: string }[];
}
