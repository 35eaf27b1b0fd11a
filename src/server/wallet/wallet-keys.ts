import crypto from 'node:crypto';
import fs from 'node:fs';
import forge from 'node-forge';
import { findSecret, insertSecretIfAbsent } from '../auth/secrets-repository.ts';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';

/** The pass type and team a development pass names when no Apple settings are given. */
export const STANDIN_PASS_TYPE_ID = 'pass.dev.nightlist.standin';
export const STANDIN_TEAM_ID = 'STANDIN000';
const STANDIN_SECRET = 'wallet-standin-keys';

export interface AppleSigning {
  passTypeId: string;
  teamId: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  /** 'standin': signed by our own development certificate, which no iPhone trusts. */
  source: 'configured' | 'standin';
}

export interface GoogleServiceAccount {
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

export interface WalletKeys {
  apple: AppleSigning;
  /** APNs token auth; null: the stand-in records pushes instead. */
  apns: { key: string; keyId: string; teamId: string; url: string } | null;
  /** Google's issuer and service account; `source: 'standin'` signs with our own RSA key. */
  google: { issuerId: string; account: GoogleServiceAccount; source: 'configured' | 'standin' };
}

/** A setting that holds a PEM (or JSON) itself, or names the file that does. */
export function readSetting(value: string): string {
  const trimmed = value.trim();
  // A PEM pasted into one line of an env file keeps its line breaks as \n.
  if (trimmed.startsWith('-----BEGIN')) return trimmed.replace(/\\n/g, '\n');
  if (trimmed.startsWith('{')) return trimmed;
  return fs.readFileSync(trimmed, 'utf8');
}

interface StandinKeys {
  caCert: string;
  signerCert: string;
  signerKey: string;
  googleKey: string;
}

function certificate(
  subject: string,
  publicKeyPem: string,
  issuer: { name: string; keyPem: string },
  isCa: boolean,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2050, 0, 1));
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([{ name: 'basicConstraints', cA: isCa }]);
  cert.sign(forge.pki.privateKeyFromPem(issuer.keyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

function rsaKeys(): { publicKey: string; privateKey: string } {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

/** A development CA (standing in for Apple's WWDR), a pass signer it issued, and a Google key. */
function makeStandinKeys(): StandinKeys {
  const ca = rsaKeys();
  const signer = rsaKeys();
  const caName = 'Nightlist development WWDR stand-in';
  return {
    caCert: certificate(caName, ca.publicKey, { name: caName, keyPem: ca.privateKey }, true),
    signerCert: certificate(
      `Pass Type ID: ${STANDIN_PASS_TYPE_ID}`,
      signer.publicKey,
      { name: caName, keyPem: ca.privateKey },
      false,
    ),
    signerKey: signer.privateKey,
    googleKey: rsaKeys().privateKey,
  };
}

/**
 * The stand-in's keys, made once and kept in app_secrets (insert-if-absent, then read), so passes
 * signed before a restart, or by another process, verify against the same certificate.
 */
async function standinKeys(db: Database): Promise<StandinKeys> {
  let stored = await findSecret(db, STANDIN_SECRET);
  if (!stored) {
    await insertSecretIfAbsent(db, STANDIN_SECRET, JSON.stringify(makeStandinKeys()));
    stored = await findSecret(db, STANDIN_SECRET);
  }
  if (!stored) throw new Error('The Wallet stand-in keys could not be read back from app_secrets');
  return JSON.parse(stored) as StandinKeys;
}

/** Reads the configured Wallet keys; what is not configured comes from the development stand-in. */
export async function resolveWalletKeys(config: Config, db: Database): Promise<WalletKeys> {
  const needStandin = !config.APPLE_PASS_CERT || !config.GOOGLE_WALLET_SERVICE_ACCOUNT;
  const standin = needStandin ? await standinKeys(db) : undefined;
  const apple: AppleSigning =
    config.APPLE_PASS_CERT && config.APPLE_PASS_KEY && config.APPLE_WWDR_CERT
      ? {
          passTypeId: config.APPLE_PASS_TYPE_ID ?? STANDIN_PASS_TYPE_ID,
          teamId: config.APPLE_TEAM_ID ?? STANDIN_TEAM_ID,
          wwdr: readSetting(config.APPLE_WWDR_CERT),
          signerCert: readSetting(config.APPLE_PASS_CERT),
          signerKey: readSetting(config.APPLE_PASS_KEY),
          signerKeyPassphrase: config.APPLE_PASS_KEY_PASSPHRASE,
          source: 'configured',
        }
      : {
          passTypeId: STANDIN_PASS_TYPE_ID,
          teamId: STANDIN_TEAM_ID,
          wwdr: standin!.caCert,
          signerCert: standin!.signerCert,
          signerKey: standin!.signerKey,
          source: 'standin',
        };
  const apns =
    config.APNS_KEY && config.APNS_KEY_ID && config.APPLE_TEAM_ID && apple.source === 'configured'
      ? {
          key: readSetting(config.APNS_KEY),
          keyId: config.APNS_KEY_ID,
          teamId: config.APPLE_TEAM_ID,
          url: config.APNS_URL,
        }
      : null;
  const google = config.GOOGLE_WALLET_SERVICE_ACCOUNT
    ? (() => {
        const json = JSON.parse(readSetting(config.GOOGLE_WALLET_SERVICE_ACCOUNT)) as Record<string, string>;
        return {
          issuerId: config.GOOGLE_WALLET_ISSUER_ID ?? '',
          account: {
            clientEmail: json.client_email ?? '',
            privateKey: json.private_key ?? '',
            tokenUri:
              config.GOOGLE_OAUTH_TOKEN_URL ?? json.token_uri ?? 'https://oauth2.googleapis.com/token',
          },
          source: 'configured' as const,
        };
      })()
    : {
        issuerId: '3388000000000000000',
        account: {
          clientEmail: 'standin@nightlist.invalid',
          privateKey: standin!.googleKey,
          tokenUri: 'https://oauth2.googleapis.com/token',
        },
        source: 'standin' as const,
      };
  return { apple, apns, google };
}
