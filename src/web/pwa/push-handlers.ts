/// <reference lib="webworker" />
// The service worker's Web Push side: shows each push in the member's view, and acts on a tap.
import type { PushPayload } from '../../shared/api/push-schema.ts';

declare const self: ServiceWorkerGlobalScope;

/** The N in the LADIES pink or the MEN blue (scripts/generate-icons.ts); the badge is alpha only. */
const ICONS: Record<PushPayload['theme'], string> = {
  female: '/icons/push-female-192.png',
  male: '/icons/push-male-192.png',
};
const BADGE = '/icons/push-badge-96.png';
const PASS_LINK = /^\/passes\/([0-9a-f-]{36})$/;

interface NotificationData {
  url: string;
  kind: string;
}

/** The payload, or null when it is not ours (a push without a body, or garbage). */
function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title !== 'string' || typeof payload.url !== 'string') return null;
    return payload as PushPayload;
  } catch {
    return null;
  }
}

/** An app path only: a payload can never send the member to another site. */
function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}

export function showPush(payload: PushPayload): Promise<void> {
  const data: NotificationData = { url: safePath(payload.url), kind: payload.kind };
  const options = {
    body: payload.body,
    tag: payload.tag,
    // A later push about the same pass replaces the old one, and still buzzes.
    renotify: Boolean(payload.tag),
    icon: ICONS[payload.theme] ?? ICONS.female,
    badge: BADGE,
    data,
    actions: (payload.actions ?? []).slice(0, 2),
  };
  return self.registration.showNotification(payload.title, options as NotificationOptions);
}

/** Focuses an open Nightlist window on `url`, or opens one. */
async function openPath(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    const focused = await client.focus().catch(() => client);
    const moved = await focused.navigate(url).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(url);
}

/**
 * A tap on the notification or one of its buttons. CLAIM posts the offer's claim for the pass in
 * its link (a same-origin request with the member's cookie) and then opens the pass, which shows
 * whether it worked; OPEN PASS and a tap on the body open the link.
 */
export async function onNotificationAction(action: string, data: Partial<NotificationData> | undefined) {
  const url = safePath(data?.url);
  const entryId = PASS_LINK.exec(url)?.[1];
  if (action === 'claim' && entryId) {
    await fetch(`/api/guestlist-entries/${entryId}/claim-offer`, {
      method: 'POST',
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
  await openPath(url);
}

/**
 * End-to-end journeys only (a server on this machine): runs the same tap on a shown notification,
 * since a headless browser has no notification to tap. On any other host the message is ignored.
 */
async function testNotificationClick(message: { action?: string; tag?: string }): Promise<void> {
  if (!['localhost', '127.0.0.1'].includes(self.location.hostname)) return;
  const shown = await self.registration.getNotifications(message.tag ? { tag: message.tag } : undefined);
  const notification = shown.at(-1);
  if (!notification) return;
  notification.close();
  await onNotificationAction(message.action ?? '', notification.data as NotificationData);
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event.data);
    if (payload) event.waitUntil(showPush(payload));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(onNotificationAction(event.action, event.notification.data as NotificationData));
  });
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; action?: string; tag?: string } | null;
    if (data?.type === 'TEST_NOTIFICATION_CLICK') event.waitUntil(testNotificationClick(data));
  });
}
