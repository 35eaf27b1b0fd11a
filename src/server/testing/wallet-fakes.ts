import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import forge from 'node-forge';

function rsa() {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function issue(
  subject: string,
  publicKeyPem: string,
  issuer: { name: string; keyPem: string },
  extensions: object[],
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.UTC(2020, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2050, 0, 1));
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions(extensions);
  cert.sign(forge.pki.privateKeyFromPem(issuer.keyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A test "Apple": a WWDR-like CA, a Pass Type ID certificate it issued, and an APNs .p8 key (P-256). */
export function appleTestCredentials(passTypeId: string) {
  const ca = rsa();
  const signer = rsa();
  const caName = 'Test WWDR';
  const apns = crypto.generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    wwdr: issue(caName, ca.publicKey, { name: caName, keyPem: ca.privateKey }, [
      { name: 'basicConstraints', cA: true },
    ]),
    signerCert: issue(
      `Pass Type ID: ${passTypeId}`,
      signer.publicKey,
      { name: caName, keyPem: ca.privateKey },
      [{ name: 'basicConstraints', cA: false }],
    ),
    signerKey: signer.privateKey,
    apnsKey: apns.privateKey,
    apnsPublicKey: apns.publicKey,
  };
}

/** A self-signed TLS certificate for 127.0.0.1 (the fake APNs speaks HTTP/2 over TLS, as APNs does). */
function localhostTls() {
  const keys = rsa();
  const cert = issue('127.0.0.1', keys.publicKey, { name: '127.0.0.1', keyPem: keys.privateKey }, [
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  return { key: keys.privateKey, cert };
}

export interface ApnsRequest {
  path: string;
  topic: string | undefined;
  body: string;
  /** The provider token verified: its issuer (team) and key id. */
  teamId: string | undefined;
  keyId: string | undefined;
}

/**
 * APNs over HTTP/2: checks the provider token (ES256 with the APNs key), records each push, and
 * answers 410 Unregistered for device tokens in `unregistered`, 403 for a bad token.
 */
export async function startFakeApns(apnsPublicKey: string) {
  const tls = localhostTls();
  const requests: ApnsRequest[] = [];
  const unregistered = new Set<string>();
  const publicKey = await importSPKI(apnsPublicKey, 'ES256');
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.on('data', (chunk) => {
      body += chunk;
    });
    stream.on('end', async () => {
      const answer = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'content-type': 'application/json' });
        stream.end(reason ? JSON.stringify({ reason }) : '');
      };
      const bearer = /^bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
      try {
        const { payload, protectedHeader } = await jwtVerify(bearer ?? '', publicKey, {
          algorithms: ['ES256'],
        });
        const path = String(headers[':path']);
        requests.push({
          path,
          topic: headers['apns-topic'] as string | undefined,
          body,
          teamId: payload.iss,
          keyId: protectedHeader.kid,
        });
        if (headers[':method'] !== 'POST' || !path.startsWith('/3/device/'))
          return answer(405, 'MethodNotAllowed');
        if (unregistered.has(path.slice('/3/device/'.length))) return answer(410, 'Unregistered');
        return answer(200);
      } catch {
        return answer(403, 'InvalidProviderToken');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca: tls.cert,
    requests,
    unregistered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GoogleRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Google's OAuth token endpoint (the JWT bearer grant, checked with the service account's public key)
 * and the Wallet API's generic objects: PATCH of an object in `saved` is recorded, others are 404.
 */
export async function startFakeGoogle(
  serviceAccountPublicKey: string,
  clientEmail: string,
  /** The app's clock: assertions are checked at the time the app signed them, not the wall clock's. */
  clock: () => Date,
) {
  const requests: GoogleRequest[] = [];
  const saved = new Set<string>();
  const tokens = new Set<string>();
  const publicKey = await importSPKI(serviceAccountPublicKey, 'RS256');
  let base = '';
  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = request.url ?? '';
    if (request.method === 'POST' && path === '/token') {
      const form = new URLSearchParams(raw);
      try {
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          throw new Error('grant');
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          issuer: clientEmail,
          audience: `${base}/token`,
          currentDate: clock(),
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer')
          throw new Error('scope');
        const token = `ya29.${crypto.randomBytes(8).toString('hex')}`;
        tokens.add(token);
        requests.push({ method: 'POST', path, body: { scope: payload.scope } });
        return send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      } catch {
        return send(400, { error: 'invalid_grant' });
      }
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(401, { error: { code: 401 } });
    const match = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(path);
    if (!match) return send(404, { error: { code: 404 } });
    const id = decodeURIComponent(match[1]!);
    requests.push({ method: request.method ?? '', path, body: raw ? JSON.parse(raw) : null });
    if (!saved.has(id)) return send(404, { error: { code: 404, message: 'Resource not found' } });
    return send(200, { id, ...(raw ? JSON.parse(raw) : {}) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    tokenUrl: `${base}/token`,
    requests,
    saved,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
