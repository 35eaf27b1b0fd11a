import type { PushDevice } from '../../../shared/api/push-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import { apiGet, apiSend } from '../api-client.ts';

/**
 * Where push stands on this browser: 'ios-home-screen' on an iPhone or iPad browsing in Safari (the
 * web can push there only from the app added to the home screen), 'denied' when the member blocked
 * notifications, 'unsupported' without a service worker or the Push API.
 */
export type PushSupport = 'available' | 'ios-home-screen' | 'denied' | 'unsupported';

export function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS asks for the desktop site: a "Macintosh" with a touch screen.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    (navigator as { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

export function pushSupport(): PushSupport {
  if (isAppleMobile() && !isStandalone()) return 'ios-home-screen';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'available';
}

/**
 * The service worker's registration (it shows the notifications). `wait`: the worker registers after
 * load, so a tap right after may wait for it, a few seconds at most (private windows refuse workers).
 */
async function registration(wait = false): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const now = await navigator.serviceWorker.getRegistration('/');
  if (now?.active || !wait) return now;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
  ]);
}

/** This browser's push subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available') return null;
  const ready = await registration();
  return (await ready?.pushManager.getSubscription()) ?? null;
}

/** Base64url text to the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class PushNotAllowedError extends Error {
  constructor() {
    super('Notifications are blocked for Nightlist in this browser: allow them in its site settings.');
    this.name = 'PushNotAllowedError';
  }
}

/**
 * Asks for permission (from the member's tap), subscribes this browser with the server's VAPID key
 * and saves the subscription with the view the device is in (its notifications' look).
 */
export async function turnOnPush(theme: Gender): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowedError();
  const ready = await registration(true);
  if (!ready) throw new Error('This browser cannot show notifications from Nightlist.');
  const { publicKey } = await apiGet<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  const saved = await apiSend<{ device: PushDevice }>('POST', '/api/push/subscriptions', {
    endpoint: json.endpoint,
    keys: json.keys,
    theme,
  });
  rememberThisDevice(saved.device.id);
  return saved.device;
}

/** Turns push off here: the browser forgets the subscription and the server stops sending to it. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  rememberThisDevice(null);
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  await apiSend('DELETE', '/api/push/subscriptions', { endpoint }).catch(() => undefined);
}

export function listPushDevices(signal?: AbortSignal): Promise<{ devices: PushDevice[] }> {
  return apiGet('/api/push/subscriptions', signal);
}

export function removePushDevice(id: string): Promise<{ devices: PushDevice[] }> {
  return apiSend('DELETE', `/api/push/subscriptions/${encodeURIComponent(id)}`);
}

const THIS_DEVICE_KEY = 'nightlist:pushDevice';
const SNOOZED_KEY = 'nightlist:pushPromptSnoozedAt';
/** After "Not now" the prompt stays away this long. */
const SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

function rememberThisDevice(id: string | null): void {
  try {
    if (id) localStorage.setItem(THIS_DEVICE_KEY, id);
    else localStorage.removeItem(THIS_DEVICE_KEY);
  } catch {
    // Private browsing: the list just marks no device as this one.
  }
}

/** The device id this browser saved last (to mark "This device" in the profile's list). */
export function thisDeviceId(): string | null {
  try {
    return localStorage.getItem(THIS_DEVICE_KEY);
  } catch {
    return null;
  }
}

export function snoozePushPrompt(now = Date.now()): void {
  try {
    localStorage.setItem(SNOOZED_KEY, String(now));
  } catch {
    // Nothing to keep it in: the prompt may come back on the next join.
  }
}

export function pushPromptSnoozed(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(SNOOZED_KEY) ?? Number.NaN);
    return Number.isFinite(at) && now - at < SNOOZE_MS;
  } catch {
    return false;
  }
}
