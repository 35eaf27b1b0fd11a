import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['connection failure (08006)', withCode('connection failure', '08006')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['the embedded engine closed', new Error('PGlite is closed')],
    ['wrapped by drizzle', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    [
      'several addresses refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('%s → unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a bad query (22P02)', wrapped(withCode('invalid input syntax for type uuid', '22P02'))],
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['an error of ours', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → not unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
