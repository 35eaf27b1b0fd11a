import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/session-service.ts';
import type { Database } from '../db/client.ts';
import { adminPhoneNumbers, sessions, users } from '../db/schema.ts';

let counter = 0;
const firstNumber = crypto.randomInt(0, 8_000_000);

export interface Member {
  id: string;
  /** `session=<token>`, for the Cookie header. */
  cookie: string;
}

/**
 * Members with complete profiles and live sessions, written straight to the database: hundreds
 * of SMS sign-ins would test sign-in, not what the test is about.
 */
export async function createMembers(db: Database, count: number): Promise<Member[]> {
  // Real Manhattan mobile numbers (646 + 7 digits), which the SMS gate texts like anyone's: one after
  // another from a random start per process, so unique within a test database whatever ran before.
  const rows = Array.from({ length: count }, () => {
    counter += 1;
    return {
      phoneNumber: `+1646${2_000_000 + ((firstNumber + counter) % 8_000_000)}`,
      firstName: 'Test',
      lastName: `Member ${counter}`,
      email: `member${counter}@example.com`,
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  const now = Date.now();
  const members = inserted.map(({ id }) => ({ id, token: crypto.randomBytes(32).toString('base64url') }));
  await db.insert(sessions).values(
    members.map(({ id, token }) => ({
      tokenHash: hashToken(token),
      userId: id,
      persistent: true,
      createdAt: new Date(now),
      // Far ahead of any test clock, and never slid: the session must not change under the test.
      expiresAt: new Date('2099-01-01T00:00:00Z'),
    })),
  );
  return members.map(({ id, token }) => ({ id, cookie: `session=${token}` }));
}

export async function createMember(db: Database): Promise<Member> {
  const [member] = await createMembers(db, 1);
  return member!;
}

/** A member whose phone number is on the admin list (SPEC §6). */
export async function createAdmin(db: Database): Promise<Member> {
  const member = await createMember(db);
  const [user] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, member.id));
  await db.insert(adminPhoneNumbers).values({ phoneNumber: user!.phoneNumber });
  return member;
}
