import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ClubImage } from '../../shared/api/clubs-schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { testPhoto } from '../testing/images.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { S3ImageStorage } from './s3-image-storage.ts';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The Authorization header aws4fetch computes for exactly these signed headers (host from the URL). */
async function authorization(request: {
  secretAccessKey: string;
  accessKeyId: string;
  region: string;
  method: string;
  url: string;
  headers: Record<string, string>;
}) {
  const { host: _host, ...headers } = request.headers;
  const signer = new AwsV4Signer({
    ...request,
    headers,
    service: 's3',
    datetime: headers['x-amz-date'],
    allHeaders: true,
  });
  return signer.authHeader();
}

describe('SigV4 through aws4fetch', () => {
  test('signs the AWS documentation example (GET Object with a Range header)', async () => {
    const signed = await authorization({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256Hex(''),
        'x-amz-date': '20130524T000000Z',
      },
    });
    expect(signed).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const KEYS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret/with+chars', region: 'eu-west-1' };

/** Just enough of S3 (path-style PUT, GET, DELETE) to check what the client sends and signs. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const refused: string[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const received = request.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(received)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? '')]));
    const expected = await authorization({
      ...KEYS,
      method: request.method ?? '',
      url: `http://${request.headers.host}${request.url}`,
      headers,
    });
    if (
      received !== expected ||
      request.headers['x-amz-content-sha256'] !== sha256Hex(body) ||
      !signed.includes('host')
    ) {
      refused.push(`${request.method} ${request.url}`);
      response.writeHead(403, { 'content-type': 'application/xml' });
      return response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    }
    const key = decodeURIComponent(request.url ?? '');
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return { server, objects, refused };
}

let s3: ReturnType<typeof fakeS3>;
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      IMAGES_S3_BUCKET: 'club-photos',
      IMAGES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      IMAGES_S3_REGION: KEYS.region,
      IMAGES_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      IMAGES_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
  });
  admin = await createAdmin(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => s3?.server.close(resolve));
});

describe('club photos in an S3-compatible bucket', () => {
  test('stores signed, serves through the app and deletes the replaced version', async () => {
    const club = await insertClub(t.database.db);
    const put = (body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/clubs/${club.id}/image`,
        headers: { cookie: admin.cookie, 'content-type': 'image/jpeg' },
        payload: body,
      });
    const first = await put(await testPhoto(1000, 600));
    expect(first.statusCode, first.body).toBe(200);
    const image: ClubImage = first.json().image;
    expect([...s3.objects.keys()].sort()).toEqual(
      image.variants.map((v) => `/club-photos/clubs/${club.id}/${v.url.split('/').at(-1)}`).sort(),
    );
    const served = await t.app.inject({ url: image.variants[1]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    const second: ClubImage = (await put(await testPhoto(800, 450))).json().image;
    expect([...s3.objects.keys()].sort()).toEqual(
      second.variants.map((v) => `/club-photos/clubs/${club.id}/${v.url.split('/').at(-1)}`).sort(),
    );
    expect((await t.app.inject({ url: image.variants[0]!.url })).statusCode).toBe(404);
    expect(s3.refused).toEqual([]);
  });
});

describe('the S3 store on its own', () => {
  const storage = (secretAccessKey = KEYS.secretAccessKey) => {
    const { port } = s3.server.address() as AddressInfo;
    return new S3ImageStorage({
      ...KEYS,
      secretAccessKey,
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'club-photos',
      clock: () => new Date('2026-05-24T21:00:00Z'),
    });
  };

  test('signs keys that need encoding (space, plus, accents) the way the server reads them', async () => {
    const key = 'clubs/odd name+1/café (1).webp';
    await storage().put(key, Buffer.from('photo'), 'image/webp');
    expect(s3.objects.has(`/club-photos/${key}`)).toBe(true);
    const stored = await storage().get(key);
    expect(stored?.body.toString()).toBe('photo');
    expect(stored?.contentType).toBe('image/webp');
    await storage().delete([key, 'clubs/never-stored.webp']);
    expect(await storage().get(key)).toBeNull();
    expect(s3.refused).toEqual([]);
  });

  test('a wrong secret is refused with the error S3 names', async () => {
    await expect(
      storage('not-the-secret').put('clubs/x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('S3 PUT clubs/x.webp failed with 403: SignatureDoesNotMatch');
    expect(s3.refused).toEqual(['PUT /club-photos/clubs/x.webp']);
    s3.refused.length = 0;
  });
});
