import crypto from 'node:crypto';
import forge from 'node-forge';
import { unzip } from './unzip.ts';

const MESSAGE_DIGEST_OID = '1.2.840.113549.1.9.4';
const DIGESTS: Record<string, string> = { '1.3.14.3.2.26': 'sha1', '2.16.840.1.101.3.4.2.1': 'sha256' };

export interface VerifiedPass {
  // biome-ignore lint/suspicious/noExplicitAny: pass.json as Wallet reads it, checked field by field in tests
  passJson: Record<string, any>;
  files: Map<string, Buffer>;
}

function isCa(pem: string): boolean {
  const constraints = forge.pki.certificateFromPem(pem).getExtension('basicConstraints') as {
    cA?: boolean;
  } | null;
  return constraints?.cA === true;
}

function fail(message: string): never {
  throw new Error(`Not a valid .pkpass: ${message}`);
}

/**
 * Checks a .pkpass as Wallet does: manifest.json holds the SHA-1 of every other file, and
 * `signature` is a detached PKCS#7 signature over manifest.json by `signerCertPem`, whose issuer is
 * `wwdrPem`. node-forge reads the structure; the RSA check is Node's. Returns pass.json. Without the
 * certificates (a browser journey cannot read the server's), the signature is checked against the
 * signer certificate it carries, and that one against the other certificate carried beside it.
 */
export function verifyPkpass(archive: Buffer, signerCertPem?: string, wwdrPem?: string): VerifiedPass {
  const files = unzip(archive);
  const manifestFile = files.get('manifest.json') ?? fail('no manifest.json');
  const signature = files.get('signature') ?? fail('no signature');
  const manifest = JSON.parse(manifestFile.toString('utf8')) as Record<string, string>;
  for (const [name, content] of files) {
    if (name === 'manifest.json' || name === 'signature') continue;
    const sha1 = crypto.createHash('sha1').update(content).digest('hex');
    if (manifest[name] !== sha1) fail(`${name} is not in the manifest with its SHA-1`);
  }
  for (const name of Object.keys(manifest))
    if (!files.has(name)) fail(`the manifest names a missing ${name}`);

  // ContentInfo { contentType, [0] SignedData { version, digestAlgorithms, contentInfo, [0] certs, signerInfos } }
  const contentInfo = forge.asn1.fromDer(signature.toString('binary'));
  const signedData = (contentInfo.value[1] as forge.asn1.Asn1).value[0] as forge.asn1.Asn1;
  const parts = signedData.value as forge.asn1.Asn1[];
  const encapsulated = parts[2]!.value as forge.asn1.Asn1[];
  if (encapsulated.length > 1) fail('the signature is not detached');
  const certificates = parts.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const signerInfos = parts[parts.length - 1]!.value as forge.asn1.Asn1[];
  if (signerInfos.length !== 1) fail('not exactly one signer');
  const signerInfo = signerInfos[0]!.value as forge.asn1.Asn1[];
  const attributes = signerInfo.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  if (!attributes) fail('no signed attributes');
  const digestOid = forge.asn1.derToOid((signerInfo[2]!.value as forge.asn1.Asn1[])[0]!.value as string);
  const hash = DIGESTS[digestOid] ?? fail(`unknown digest algorithm ${digestOid}`);
  const signatureValue = Buffer.from(signerInfo[signerInfo.length - 1]!.value as string, 'binary');

  // The message digest attribute must be the hash of manifest.json (SHA-1 is what passkit-generator and Apple's own signpass use).
  const digest = (attributes.value as forge.asn1.Asn1[]).find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === MESSAGE_DIGEST_OID,
  );
  if (!digest) fail('no message digest attribute');
  const digestValue = ((digest.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
    .value as string;
  const manifestDigest = crypto.createHash(hash).update(manifestFile).digest();
  if (!Buffer.from(digestValue, 'binary').equals(manifestDigest))
    fail('the signed digest is not manifest.json’s');

  // What was signed is the attributes as a SET (RFC 5652 §5.4), not as the [0] they are stored under.
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  // The signer's certificate travels in the signature, with the WWDR intermediate, and WWDR issued it.
  const carried = ((certificates?.value ?? []) as forge.asn1.Asn1[]).map((cert) =>
    forge.pki.certificateToPem(forge.pki.certificateFromAsn1(cert)),
  );
  const signer =
    signerCertPem ?? carried.find((pem) => pem.length > 0 && !isCa(pem)) ?? fail('no signer certificate');
  const wwdr = wwdrPem ?? carried.find(isCa) ?? fail('no WWDR certificate');
  if (!crypto.verify(hash, signedBytes, signer, signatureValue)) fail('the signature does not verify');

  const normal = (pem: string) => pem.replace(/\s+/g, '');
  if (!carried.some((pem) => normal(pem) === normal(signer))) fail('the signer certificate is not carried');
  if (!forge.pki.certificateFromPem(wwdr).verify(forge.pki.certificateFromPem(signer)))
    fail('the signer certificate was not issued by the WWDR certificate');

  const passJson = JSON.parse((files.get('pass.json') ?? fail('no pass.json')).toString('utf8'));
  return { passJson, files };
}
