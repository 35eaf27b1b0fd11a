import crypto from 'node:crypto';
import { PKPass } from 'passkit-generator';
import { PASS_IMAGES } from './pass-artwork.ts';
import type { WalletPassContent } from './pass-content.ts';
import type { AppleSigning } from './wallet-keys.ts';

/** Where Apple's PassKit web service lives under the app's address (see passkit-routes.ts). */
const KIND_WORDS: Record<WalletPassContent['kind'], { description: string; label: string }> = {
  guestlist: { description: 'Guestlist pass', label: 'Guestlist' },
  reservation: { description: 'Table reservation', label: 'Table' },
  guest: { description: 'Guest pass', label: 'Guest pass' },
};

export const APPLE_WEB_SERVICE_PATH = '/api/wallet/apple';

/**
 * The per-pass authentication token Apple sends back as `Authorization: ApplePass <token>`: derived
 * from the serial with a server key, so it is never stored and cannot be guessed from the serial.
 */
export function applePassToken(key: Buffer, serial: string): string {
  return crypto.createHmac('sha256', key).update(`wallet apple pass v1 ${serial}`).digest('base64url');
}

export interface ApplePassInput {
  serial: string;
  authenticationToken: string;
  /** PUBLIC_URL + APPLE_WEB_SERVICE_PATH */
  webServiceURL: string;
  content: WalletPassContent;
}

function field(key: string, label: string, value: string, changeMessage?: string) {
  return { key, label, value, ...(changeMessage ? { changeMessage } : {}) };
}

/** The pass.json Apple reads: an event ticket with the door's QR, the night's time and the update service. */
export function passJson(signing: AppleSigning, input: ApplePassInput): Record<string, unknown> {
  const { content } = input;
  const back = [
    field('terms', 'Entry terms', content.terms.join('\n') || 'None'),
    ...(content.guests.length > 0 ? [field('guests', 'Guests', content.guests.join('\n'))] : []),
    ...(content.cameWith ? [field('cameWith', 'Came with', content.cameWith)] : []),
    field('address', 'Address', content.address || content.clubName),
  ];
  return {
    formatVersion: 1,
    passTypeIdentifier: signing.passTypeId,
    teamIdentifier: signing.teamId,
    serialNumber: input.serial,
    organizationName: 'Nightlist',
    description: `${KIND_WORDS[content.kind].description}: ${content.clubName}, ${content.night}`,
    logoText: 'Nightlist',
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(11, 11, 20)',
    labelColor: 'rgb(255, 46, 147)',
    webServiceURL: input.webServiceURL,
    authenticationToken: input.authenticationToken,
    // iOS 18 reads relevantDates (the night's window); earlier versions the single relevantDate.
    relevantDate: content.relevantDate.toISOString(),
    relevantDates: [
      { startDate: content.relevantDate.toISOString(), endDate: content.expirationDate.toISOString() },
    ],
    expirationDate: content.expirationDate.toISOString(),
    ...(content.voided ? { voided: true } : {}),
    sharingProhibited: true,
    ...(content.qrToken
      ? {
          barcodes: [
            {
              format: 'PKBarcodeFormatQR',
              message: content.qrToken,
              messageEncoding: 'iso-8859-1',
              altText: content.status,
            },
          ],
        }
      : {}),
    eventTicket: {
      headerFields: [field('status', 'Status', content.status, 'Your pass: %@')],
      primaryFields: [field('club', KIND_WORDS[content.kind].label, content.clubName)],
      secondaryFields: [field('night', 'Night', content.night), field('party', 'Party', content.party)],
      auxiliaryFields: content.arrive ? [field('arrive', 'Arrive', content.arrive, '%@')] : [],
      backFields: back,
    },
  };
}

/** A signed .pkpass (a zip of pass.json, images, manifest.json and the PKCS#7 signature). */
export function buildApplePass(signing: AppleSigning, input: ApplePassInput): Buffer {
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(signing, input))), ...PASS_IMAGES },
    {
      wwdr: signing.wwdr,
      signerCert: signing.signerCert,
      signerKey: signing.signerKey,
      signerKeyPassphrase: signing.signerKeyPassphrase,
    },
  );
  return pass.getAsBuffer();
}
