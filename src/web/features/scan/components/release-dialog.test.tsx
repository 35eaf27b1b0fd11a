// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CheckInResult, DoorPass } from '../../../../shared/api/door-schema.ts';
import { themeFor } from '../../../theme/theme.ts';
import { mayRelease } from '../verdict.ts';
import { initialRelease, ReleaseDialog } from './release-dialog.tsx';

afterEach(cleanup);

const pass = (values: Partial<DoorPass>): DoorPass => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'guestlist',
  clubId: '00000000-0000-4000-8000-000000000002',
  clubName: 'Neon Room',
  date: '2026-11-27',
  holderName: 'Ada Lovelace',
  phoneLast4: '0199',
  ladies: 3,
  men: 2,
  partySize: 5,
  guestNames: [],
  status: 'confirmed',
  table: null,
  arrivalTime: null,
  arrived: 3,
  remaining: 2,
  terms: [],
  cameWith: null,
  ...values,
});

function open(shown: DoorPass, error: string | null = null) {
  const onConfirm = vi.fn();
  render(
    <ThemeProvider theme={themeFor('female')}>
      <ReleaseDialog pass={shown} busy={false} error={error} onCancel={() => {}} onConfirm={onConfirm} />
    </ThemeProvider>,
  );
  return onConfirm;
}
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('REST NOT COMING', () => {
  test('is offered only for a guestlist party partly in', () => {
    const result = (
      values: Partial<DoorPass>,
      verdict: CheckInResult['verdict'] = 'valid',
    ): CheckInResult => ({
      verdict,
      title: '',
      detail: '',
      pass: pass(values),
      admitted: null,
      checkIns: [],
    });
    expect(mayRelease(result({}))).toBe(true);
    expect(mayRelease(result({ arrived: 0, remaining: 5 }))).toBe(false);
    expect(mayRelease(result({ arrived: 5, remaining: 0 }))).toBe(false);
    expect(mayRelease(result({ kind: 'reservation' }))).toBe(false);
    expect(mayRelease(result({}, 'waitlisted'))).toBe(false);
  });

  test('starts with everyone still to come, ladies first in a mixed party', () => {
    expect(initialRelease(pass({}))).toEqual({ ladies: 2, men: 0 });
    expect(initialRelease(pass({ ladies: 1, men: 4, remaining: 3 }))).toEqual({ ladies: 1, men: 2 });
    expect(initialRelease(pass({ ladies: 0, men: 4, partySize: 4, arrived: 1, remaining: 3 }))).toEqual({
      ladies: 0,
      men: 3,
    });
  });

  test('a one-gender party is asked one number, and confirms what it shows', async () => {
    const onConfirm = open(pass({ ladies: 4, men: 0, partySize: 4, arrived: 1, remaining: 3 }));
    expect(screen.getByRole('dialog', { name: 'Rest not coming' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Men/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Not coming' })).toBeTruthy();
    await click('One fewer (not coming)');
    await click('FREE 2 PLACES');
    expect(onConfirm).toHaveBeenCalledWith({ ladies: 2, men: 0 });
  });

  test('a mixed party is asked ladies and men; more than still to come cannot be sent', async () => {
    const onConfirm = open(pass({}));
    expect(screen.getByRole('group', { name: 'Ladies not coming' })).toBeTruthy();
    await click('One more (men not coming)');
    expect(screen.getByText(/Only 2 still to come/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'FREE 3 PLACES' }) as HTMLButtonElement).disabled).toBe(true);
    await click('One fewer (ladies not coming)');
    await click('FREE 2 PLACES');
    expect(onConfirm).toHaveBeenCalledWith({ ladies: 1, men: 1 });
  });

  test('says what the server refused', () => {
    open(pass({}), 'Only 1 of this party is still to come.');
    expect(screen.getByRole('alert').textContent).toContain('Only 1 of this party');
  });
});
