import crypto from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';
import type { WalletPassContent } from './pass-content.ts';
import type { GoogleServiceAccount } from './wallet-keys.ts';
import { recordDevSend } from './wallet-repository.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const CLASS_SUFFIX = 'nightlist_pass';
const REQUEST_TIMEOUT_MS = 10_000;

export interface GoogleWalletIdentity {
  issuerId: string;
  account: GoogleServiceAccount;
}

export const googleObjectId = (issuerId: string, serial: string) => `${issuerId}.${serial}`;
export const googleClassId = (issuerId: string) => `${issuerId}.${CLASS_SUFFIX}`;

/** The generic pass object: the same facts as the web pass, the door's QR, the night's window. */
export function genericObject(issuerId: string, serial: string, content: WalletPassContent) {
  const modules = [
    { id: 'status', header: 'Status', body: content.status },
    { id: 'party', header: 'Party', body: content.party },
    ...(content.arrive ? [{ id: 'arrive', header: 'Arrive', body: content.arrive }] : []),
    { id: 'terms', header: 'Entry terms', body: content.terms.join('\n') || 'None' },
    ...(content.guests.length > 0
      ? [{ id: 'guests', header: 'Guests', body: content.guests.join('\n') }]
      : []),
    ...(content.cameWith ? [{ id: 'came_with', header: 'Came with', body: content.cameWith }] : []),
  ];
  return {
    id: googleObjectId(issuerId, serial),
    classId: googleClassId(issuerId),
    state: content.voided ? 'INACTIVE' : 'ACTIVE',
    cardTitle: { defaultValue: { language: 'en-US', value: 'Nightlist' } },
    header: { defaultValue: { language: 'en-US', value: content.clubName } },
    subheader: { defaultValue: { language: 'en-US', value: `${content.night} · ${content.status}` } },
    hexBackgroundColor: '#0b0b14',
    ...(content.qrToken
      ? { barcode: { type: 'QR_CODE', value: content.qrToken, alternateText: content.status } }
      : {}),
    textModulesData: modules,
    validTimeInterval: {
      start: { date: content.relevantDate.toISOString() },
      end: { date: content.expirationDate.toISOString() },
    },
  };
}

/** The "Save to Google Wallet" link: a JWT signed with the service account's key, carrying the object. */
export async function googleSaveLink(
  identity: GoogleWalletIdentity,
  origin: string,
  serial: string,
  content: WalletPassContent,
  now: Date,
  /** Google's save page, or the stand-in's own (development). */
  saveUrl: string = GOOGLE_SAVE_URL,
): Promise<string> {
  const key = await importPKCS8(toPkcs8(identity.account.privateKey), 'RS256');
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: {
      genericClasses: [{ id: googleClassId(identity.issuerId) }],
      genericObjects: [genericObject(identity.issuerId, serial, content)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(identity.account.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${saveUrl}${jwt}`;
}

/** jose reads PKCS#8; the stand-in keeps a PKCS#1 key, Google's JSON keys are PKCS#8 already. */
function toPkcs8(pem: string): string {
  if (!pem.includes('BEGIN RSA PRIVATE KEY')) return pem;
  return crypto.createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
}

export type PatchOutcome = 'patched' | 'absent' | 'failed';

/** Changes a saved pass: Google's Wallet REST API, or the stand-in that records the patch. */
export interface GoogleWalletApi {
  patchObject(serial: string, content: WalletPassContent): Promise<PatchOutcome>;
}

/** The Wallet REST API with a service-account OAuth token (JWT bearer grant), cached until it nearly expires. */
export class GoogleWalletClient implements GoogleWalletApi {
  readonly #identity: GoogleWalletIdentity;
  readonly #apiBase: string;
  readonly #clock: () => Date;
  #token: { value: string; expiresAt: number } | undefined;

  constructor(identity: GoogleWalletIdentity, apiBase: string, clock: () => Date) {
    this.#identity = identity;
    this.#apiBase = apiBase.replace(/\/$/, '');
    this.#clock = clock;
  }

  async #accessToken(): Promise<string> {
    const now = this.#clock().getTime();
    if (this.#token && now < this.#token.expiresAt) return this.#token.value;
    const { account } = this.#identity;
    const key = await importPKCS8(toPkcs8(account.privateKey), 'RS256');
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(key);
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Google's token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('Google’s token endpoint gave no access token');
    // A minute early, so a token never lapses mid-request.
    this.#token = { value: body.access_token, expiresAt: now + ((body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  async patchObject(serial: string, content: WalletPassContent): Promise<PatchOutcome> {
    const { issuerId } = this.#identity;
    const objectId = googleObjectId(issuerId, serial);
    const object = genericObject(issuerId, serial, content);
    const { id: _id, classId: _classId, ...changes } = object;
    try {
      const token = await this.#accessToken();
      const response = await fetch(
        `${this.#apiBase}/walletobjects/v1/genericObject/${encodeURIComponent(objectId)}`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(changes),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      await response.arrayBuffer();
      // 404: the member never saved the link, so there is nothing to change.
      if (response.status === 404) return 'absent';
      return response.ok ? 'patched' : 'failed';
    } catch {
      return 'failed';
    }
  }
}

/** Without a service account: records the patch it would have sent. */
export class RecordingGoogleWallet implements GoogleWalletApi {
  readonly #db: Database;
  readonly #issuerId: string;

  constructor(db: Database, issuerId: string) {
    this.#db = db;
    this.#issuerId = issuerId;
  }

  async patchObject(serial: string, content: WalletPassContent): Promise<PatchOutcome> {
    const object = genericObject(this.#issuerId, serial, content);
    await recordDevSend(this.#db, { provider: 'google', serial, target: object.id, body: object });
    return 'patched';
  }
}
