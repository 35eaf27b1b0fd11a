// The container image, run for real (issue 38, decision 046): `.ci/image-test.sh` builds it, then runs
// this with DATABASE_URL on a PostgreSQL of the host (scripts/with-postgres.sh). It starts the image in
// production mode against that database, with the real Twilio sender pointed at a local fake of
// Twilio's API (the only way a production server hands out a sign-in code), signs a member in, joins a
// guestlist, restarts the container and finds the entry; then starts the embedded-database variant on
// a volume. Usage: IMAGE=localhost/nightlist:test scripts/with-postgres.sh node scripts/image-test.ts
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { type AltchaChallenge, solveAltcha } from '../tests/altcha-solver.ts';

const image = process.env.IMAGE ?? 'localhost/nightlist:test';
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this under scripts/with-postgres.sh');
/** Start-up runs the migrations and inserts the demo city: a deadline, not a retry. */
const READY_WITHIN_MS = 180_000;
const SID = 'AC00000000000000000000000000000046';
const TOKEN = randomBytes(16).toString('hex');

let passed = 0;
function ok(what: string): void {
  passed += 1;
  console.log(`ok ${passed} - ${what}`);
}

function podman(args: string[], { allowFailure = false } = {}): { status: number; stdout: string } {
  const result = spawnSync('podman', args, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure)
    throw new Error(`podman ${args.join(' ')} exited ${result.status}:\n${result.stderr}`);
  return { status: result.status ?? 1, stdout: result.stdout.trim() };
}

/** The texts the server sent through "Twilio", as the fake received them. */
const texts: { to: string; body: string }[] = [];
async function startFakeTwilio(): Promise<{ base: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      if (
        request.url !== `/2010-04-01/Accounts/${SID}/Messages.json` ||
        request.headers.authorization !== expected
      ) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003}');
        return;
      }
      const form = new URLSearchParams(body);
      texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      response.writeHead(201, { 'content-type': 'application/json' }).end(`{"sid":"SM${texts.length}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits for readiness; fails at once if the container stopped, with its output. */
async function waitReady(name: string, base: string): Promise<{ database: string }> {
  const deadline = performance.now() + READY_WITHIN_MS;
  for (;;) {
    const answer = await fetch(`${base}/api/health/ready`).then(
      async (response) => (response.ok ? ((await response.json()) as { database: string }) : undefined),
      () => undefined,
    );
    if (answer) return answer;
    const state = podman(['inspect', '--format', '{{.State.Status}}', name]).stdout;
    if (state !== 'running' && state !== 'created' && state !== 'configured')
      throw new Error(`${name} is ${state}:\n${podman(['logs', name], { allowFailure: true }).stdout}`);
    if (performance.now() > deadline) throw new Error(`${name} was not ready within ${READY_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function call(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: () => JSON.parse(text) as unknown,
    headers: response.headers,
    text,
  };
}

async function expectOk(response: Promise<Awaited<ReturnType<typeof call>>>, what: string) {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  return answer;
}

/** Signs a new member in as the login dialog does: bot check, the texted code, the sign-up profile. */
async function signIn(base: string, phone: string): Promise<string> {
  const challenge = (await expectOk(call(base, 'GET', '/api/auth/challenge'), 'the challenge')).json();
  const sent = await expectOk(
    call(base, 'POST', '/api/auth/send-code', {
      phoneNumber: phone,
      altcha: solveAltcha(challenge as AltchaChallenge),
    }),
    'send-code',
  );
  const { verificationId, phoneNumber } = sent.json() as { verificationId: string; phoneNumber: string };
  const text = texts.findLast((t) => t.to === phoneNumber);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`No code was texted to ${phoneNumber} through the fake Twilio`);
  const verified = await expectOk(
    call(base, 'POST', '/api/auth/verify-code', {
      phoneNumber: phone,
      verificationId,
      code,
      persistence: 'local',
    }),
    'verify-code',
  );
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => /^(__Host-)?session=/.test(pair));
  if (!cookie) throw new Error('verify-code set no session cookie');
  if ((verified.json() as { completionRequired: boolean }).completionRequired) {
    const profile = {
      mode: 'sign-up',
      firstName: 'Image',
      lastName: 'Test',
      email: 'image@example.com',
      instagram: 'image.test',
    };
    await expectOk(call(base, 'PUT', '/api/profile', profile, cookie), 'the sign-up profile');
  }
  return cookie;
}

/** Joins the ladies' list of the first club that takes the member, from a week ahead on. */
async function joinAList(base: string, cookie: string): Promise<string> {
  // A week ahead or more: inside the demo's three open weeks and past no closing time at any hour;
  // seven days in a row, so some club is open whatever today's weekday is.
  const today = todayIn(new Date(), 'America/New_York');
  for (let days = 7; days < 14; days++) {
    const date = addDays(today, days);
    const listing = (
      await expectOk(call(base, 'GET', `/api/clubs?gender=female&date=${date}`), 'the clubs')
    ).json() as { clubs: { id: string }[] };
    for (const club of listing.clubs) {
      const joined = await call(
        base,
        'POST',
        '/api/guestlist-entries',
        { clubId: club.id, date, ladies: 1, men: 0, guestNames: [] },
        cookie,
      );
      if (joined.status === 201) return (joined.json() as { id: string }).id;
    }
  }
  throw new Error(`No club's list took the member in the week from ${addDays(today, 7)}`);
}

/** `--env NAME=value` for each variable. */
const envArgs = (variables: Record<string, string>) =>
  Object.entries(variables).flatMap(([name, value]) => ['--env', `${name}=${value}`]);

/** Production, on the host's network, with the email and payment stand-ins allowed explicitly. */
const common = (port: number) => [
  '--network=host',
  ...envArgs({
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_SECRET: randomBytes(36).toString('base64'),
    LOG_LEVEL: 'warn',
    EMAIL_PROVIDER: 'console',
    ALLOW_CONSOLE_EMAIL: 'on',
    PAYMENTS_PROVIDER: 'standin',
    ALLOW_STANDIN_PAYMENTS: 'on',
  }),
];

async function onPostgres(twilio: string): Promise<void> {
  const name = `nightlist-image-test-pg-${process.pid}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  podman([
    'run',
    '--detach',
    '--name',
    name,
    ...common(port),
    ...envArgs({
      DATABASE_URL: databaseUrl,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: '+12125550199',
      TWILIO_API_BASE: twilio,
    }),
    image,
  ]);
  try {
    const started = performance.now();
    const ready = await waitReady(name, base);
    if (ready.database !== 'postgres') throw new Error(`ready on ${ready.database}, not postgres`);
    ok(
      `ready on PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s (migrations, demo city)`,
    );
    if (podman(['healthcheck', 'run', name], { allowFailure: true }).status !== 0)
      throw new Error('the image HEALTHCHECK reports unhealthy while /api/health/ready answers 200');
    ok('the HEALTHCHECK passes');
    const user = podman(['exec', name, 'id', '-u']).stdout;
    if (user === '0') throw new Error('the server runs as root');
    ok(`the server runs as uid ${user}, not root`);
    const devOnly = podman(['exec', name, 'ls', 'node_modules/vite', 'node_modules/vitest'], {
      allowFailure: true,
    });
    if (devOnly.status === 0) throw new Error('dev dependencies are in the runtime image');
    ok('no dev dependencies in the runtime image');

    const cookie = await signIn(base, '+12125550146');
    ok('signed in with the code texted through the fake Twilio');
    const entryId = await joinAList(base, cookie);
    ok('joined a guestlist');

    podman(['restart', '--time', '15', name]);
    await waitReady(name, base);
    const entries = (
      await expectOk(call(base, 'GET', '/api/guestlist-entries', undefined, cookie), 'my entries')
    ).json() as { entries: { id: string }[] };
    if (!entries.entries.some((entry) => entry.id === entryId))
      throw new Error(`entry ${entryId} is gone after the restart: ${JSON.stringify(entries)}`);
    ok('after a restart the session still holds and the entry is there');
  } finally {
    podman(['rm', '--force', '--volumes', '--time', '5', name], { allowFailure: true });
  }
}

async function onPglite(): Promise<void> {
  const name = `nightlist-image-test-pglite-${process.pid}`;
  const volume = `${name}-data`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const run = () =>
    podman([
      'run',
      '--detach',
      '--name',
      name,
      ...common(port),
      ...envArgs({ SMS_PROVIDER: 'console', ALLOW_CONSOLE_SMS: 'on', DEMO_DATA: 'off' }),
      '--volume',
      `${volume}:/data`,
      image,
    ]);
  try {
    run();
    const started = performance.now();
    const ready = await waitReady(name, base);
    if (ready.database !== 'pglite') throw new Error(`ready on ${ready.database}, not pglite`);
    ok(`ready on the embedded database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // A new container on the same volume opens the database the first one created.
    podman(['rm', '--force', '--volumes', '--time', '15', name]);
    run();
    await waitReady(name, base);
    const files = podman(['exec', name, 'ls', '/data']).stdout.split('\n');
    if (!files.some((file) => file !== 'control' && file !== 'images'))
      throw new Error(`no database in the volume: ${files.join(', ')}`);
    ok(`a new container opens the database on the volume (/data: ${files.join(', ')})`);
  } finally {
    podman(['rm', '--force', '--volumes', '--time', '5', name], { allowFailure: true });
    podman(['volume', 'rm', '--force', volume], { allowFailure: true });
  }
}

const twilio = await startFakeTwilio();
try {
  await onPostgres(twilio.base);
  if (process.env.IMAGE_TEST_PGLITE !== 'off') await onPglite();
} finally {
  twilio.close();
}
console.log(`image test: ${passed} passed, 0 failed`);
