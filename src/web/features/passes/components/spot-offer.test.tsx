// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { themeFor } from '../../../theme/theme.ts';
import { SpotOffer } from './spot-offer.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// 22:30 in New York on Monday 23 November; the offer runs to 22:45.
const NOW = new Date('2026-11-24T03:30:00Z');
const entry = {
  id: '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  club: { id: 'c', name: 'Neon Room', address: '', mapsUrl: '', timeZone: 'America/New_York' },
  date: '2026-11-23',
  ladies: 2,
  men: 0,
  status: 'waitlisted',
  waitlistPosition: 1,
  offer: { state: 'open', expiresAt: '2026-11-24T03:45:00.000Z' },
} as GuestlistEntry;

function show(theme: 'female' | 'male' = 'female') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ThemeProvider theme={themeFor(theme)}>
        <SpotOffer entry={entry} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the spot offered on a pass', () => {
  test('says until when in words, counts down for the eye only, and offers CLAIM and NOT TONIGHT', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    show('male');
    const region = screen.getByRole('region', { name: 'A spot opened for you — claim by 22:45' });
    expect(region.textContent).toContain('Neon Room');
    const countdown = screen.getByText('15:00');
    expect(countdown.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CLAIM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NOT TONIGHT' })).toBeTruthy();
  });

  test('CLAIM posts the claim; a refusal is said in the server’s words', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'offer_lapsed', message: 'The time to claim this spot has passed.' },
        { status: 409 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    show();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'CLAIM' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The time to claim'));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(
      `/api/guestlist-entries/${entry.id}/claim-offer`,
    );
  });

  test('at the deadline the buttons are gone from use', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T03:45:00.000Z'), toFake: ['Date'] });
    show();
    expect((screen.getByRole('button', { name: 'CLAIM' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Time is up/)).toBeTruthy();
  });
});
