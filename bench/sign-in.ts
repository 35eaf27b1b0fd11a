import { type AltchaChallenge, solveAltcha } from '../tests/altcha-solver.ts';

/** A member as the API signs one in: the Cookie header of their session. */
export interface SignedIn {
  phone: string;
  cookie: string;
}

/**
 * Signs a new member in through the real API, as the login dialog does: the bot check's proof of
 * work, the texted code (read from what the console SMS stand-in printed, through `output`, since a
 * production server has no /api/dev/sms), then the sign-up profile.
 */
export async function signInThroughApi(base: string, phone: string, output: () => string): Promise<SignedIn> {
  const challenge = (await json(await fetch(`${base}/api/auth/challenge`))) as AltchaChallenge;
  const sent = await fetch(
    `${base}/api/auth/send-code`,
    post({ phoneNumber: phone, altcha: solveAltcha(challenge) }),
  );
  const { verificationId } = (await json(sent)) as { verificationId: string };
  const code = await waitFor(() => lastCode(output(), phone), `the code texted to ${phone}`);
  const verified = await fetch(
    `${base}/api/auth/verify-code`,
    post({ phoneNumber: phone, verificationId, code }),
  );
  const session = (await json(verified)) as { completionRequired: boolean };
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('session='));
  if (!cookie) throw new Error('POST /api/auth/verify-code set no session cookie');
  if (session.completionRequired) {
    const profile = {
      mode: 'sign-up',
      firstName: 'Bench',
      lastName: 'Member',
      email: 'bench@example.com',
      instagram: 'bench.member',
    };
    await json(await fetch(`${base}/api/profile`, { ...post(profile, cookie), method: 'PUT' }));
  }
  return { phone, cookie };
}

/** Puts the member on the ladies' list of the first `count` clubs that take them on the home page's night. */
export async function joinGuestlists(base: string, member: SignedIn, count: number): Promise<number> {
  const listing = (await json(await fetch(`${base}/api/clubs?gender=female`))) as {
    date: string;
    clubs: { id: string }[];
  };
  let joined = 0;
  for (const club of listing.clubs) {
    if (joined === count) break;
    const body = { clubId: club.id, date: listing.date, ladies: 1, men: 0, guestNames: [] };
    const response = await fetch(`${base}/api/guestlist-entries`, post(body, member.cookie));
    // A club whose ladies' list is closed that night answers 4xx: the next one is tried.
    if (response.ok) joined += 1;
  }
  if (joined < count) throw new Error(`Only ${joined} of ${count} guestlists took the bench member`);
  return joined;
}

function post(body: unknown, cookie?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  };
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** The newest six-digit code in the stand-in's `SMS to <phone>: …` lines. */
function lastCode(output: string, phone: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.startsWith(`SMS to ${phone}:`));
  return /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
}

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`No ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
