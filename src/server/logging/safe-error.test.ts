import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { maskPersonal, safeError } from './safe-error.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A real failed query from the engine under test, its parameters personal. */
async function failedQuery(): Promise<unknown> {
  try {
    await database.db.execute(
      sql`select ${'ana.diaz@example.com'}::text as email, ${'+12125550147'}::text as phone, ${'Ana Diaz'}::int`,
    );
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

function logged(error: unknown): string {
  const { logger, text } = captureLogs();
  logger.error({ err: error }, 'Request failed');
  return text();
}

describe('a failed query is logged by its shape, never its values', () => {
  test('the parameters, and the value PostgreSQL quotes back, stay out of the log', async () => {
    const line = logged(await failedQuery());
    for (const value of ['ana.diaz@example.com', '+12125550147', 'Ana Diaz'])
      expect(line).not.toContain(value);
    expect(line).not.toContain('params');
  });

  test('what the operator needs stays: the query with placeholders, the SQLSTATE, the type and the stack', async () => {
    const entry = JSON.parse(logged(await failedQuery()));
    expect(entry.err.message).toBe('Failed query');
    expect(entry.err.query).toMatch(/select \$1::text as email, \$2::text as phone, \$3::int/);
    expect(entry.err.cause.code).toBe('22P02');
    expect(entry.err.cause.message).toMatch(/^invalid input syntax for type integer: "\[value\]"$/);
    expect(entry.err.stack).toMatch(/\n\s+at /);
  });
});

describe('safeError', () => {
  test('keeps an ordinary error as it is, with its code and cause', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.5:5432', { cause: new Error('socket closed') });
    Object.assign(error, { code: 'ECONNREFUSED', port: 5432 });
    expect(safeError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 10.0.0.5:5432',
      code: 'ECONNREFUSED',
      port: 5432,
      cause: { message: 'socket closed' },
    });
  });

  test('masks emails and phone numbers in any message or string', () => {
    expect(maskPersonal('550 mailbox ana@example.com unavailable; sms to +1 212 555 0147 failed')).toBe(
      '550 mailbox [email] unavailable; sms to [number] failed',
    );
    expect(safeError('Recipient bob@example.org rejected')).toBe('Recipient [email] rejected');
  });

  test('a unique violation keeps its constraint and loses the duplicated value', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone_key"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_phone_key',
        detail: 'Key (phone_number)=(+12125550147) already exists.',
      },
    );
    const safe = safeError(error) as Record<string, unknown>;
    expect(safe).toMatchObject({ code: '23505', constraint: 'users_phone_key' });
    expect(JSON.stringify(safe)).not.toContain('12125550147');
  });

  test('dates, ports and ids are not mistaken for phone numbers', () => {
    expect(maskPersonal('night 2026-11-27 at 127.0.0.1:5432 id 3f1c9a2e')).toBe(
      'night 2026-11-27 at 127.0.0.1:5432 id 3f1c9a2e',
    );
  });
});
