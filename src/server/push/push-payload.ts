import type { PushPayload } from '../../shared/api/push-schema.ts';
import type { PushOptions } from './push-sender.ts';

/** What a push says, from its notification (the in-app row) and the device it goes to. */
export interface PushMessage {
  notificationId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  expiresAt: Date | null;
  theme: 'female' | 'male';
}

/** A spot offered with a deadline: the one notification a member acts on from the lock screen. */
const OFFER_KIND = 'guestlist-offered';
/** Kinds that must wake the phone at once: an offer runs out, a promotion is a spot taken. */
const URGENT_KINDS = new Set([OFFER_KIND, 'guestlist-promoted']);
/** How long a push service keeps a message for a device that is off, unless the night ends first. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const PASS_LINK = /^\/passes\/[0-9a-f-]{36}$/;

/**
 * The payload the service worker shows: CLAIM and OPEN PASS on an offer, OPEN PASS on anything
 * else about a pass; other notifications open their link (or the notifications page) when tapped.
 */
export function pushPayloadOf(message: PushMessage): PushPayload {
  const url = message.link ?? '/notifications';
  const passLink = PASS_LINK.test(url);
  const actions: PushPayload['actions'] = [];
  if (message.kind === OFFER_KIND && passLink) actions.push({ action: 'claim', title: 'CLAIM' });
  if (passLink) actions.push({ action: 'open', title: 'OPEN PASS' });
  return {
    title: message.title,
    body: message.body,
    url,
    kind: message.kind,
    // Another message about the same pass replaces this one on the lock screen.
    tag: message.link ?? message.notificationId,
    theme: message.theme,
    actions,
  };
}

/** TTL: until the notification expires (never past its night), at most a day. */
export function pushOptionsOf(message: Pick<PushMessage, 'kind' | 'expiresAt'>, now: Date): PushOptions {
  const untilExpiry = message.expiresAt
    ? Math.floor((message.expiresAt.getTime() - now.getTime()) / 1000)
    : DEFAULT_TTL_SECONDS;
  return {
    ttlSeconds: Math.max(0, Math.min(DEFAULT_TTL_SECONDS, untilExpiry)),
    urgency: URGENT_KINDS.has(message.kind) ? 'high' : 'normal',
  };
}
