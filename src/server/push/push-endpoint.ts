import crypto from 'node:crypto';

/**
 * The push services browsers subscribe through (Chrome, Edge, Firefox, Safari, Samsung, Opera). The
 * server posts to whatever endpoint a member saves, so only these hosts are accepted: an endpoint
 * pointing into our own network would let anyone make the server call it.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Undefined when the endpoint may be saved, else what is wrong with it (for a 400). */
export function pushEndpointProblem(endpoint: string, allowLocal: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be the push service’s https:// address';
  }
  if (allowLocal && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol !== 'https:') return 'endpoint must be an https:// address';
  if (url.username || url.password || url.port)
    return 'endpoint must be a push service’s plain https:// address';
  const host = url.hostname.toLowerCase();
  if (!PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`)))
    return 'endpoint must belong to a browser’s push service (Google, Mozilla, Apple or Microsoft)';
  return undefined;
}

/** False when the browser's key is no point on P-256: every push to it would fail to encrypt. */
export function isP256PublicKey(base64url: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** "Chrome on Android" from a User-Agent: enough for a member to tell their devices apart. */
export function deviceLabelOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Macintosh|Mac OS X/.test(ua)
            ? 'Mac'
            : /Linux|X11/.test(ua)
              ? 'Linux'
              : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\//.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'A browser';
}
