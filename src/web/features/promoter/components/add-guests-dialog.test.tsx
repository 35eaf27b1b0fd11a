// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { themeFor } from '../../../theme/theme.ts';
import { AddGuestsDialog } from './add-guests-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeFor('female')}>
        <AddGuestsDialog
          clubId="5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21"
          clubName="Neon Room"
          night="2026-11-26"
          nightLabel="Thu 26 Nov"
          allowance={2}
          onClose={() => {}}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ADD GUESTS', () => {
  test('one guest: each missing field says so under it, and the first takes the focus', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open();
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Wong' } });
    await click('ADD GUEST');
    const firstName = screen.getByLabelText(/First name/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Add the first name.')).toBeTruthy();
    expect(screen.getByText('Pick lady or man.')).toBeTruthy();
    expect(screen.queryByText('Add the last name.')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a pasted list with a line to fix says so under the list, which takes the focus', async () => {
    open();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'PASTE A LIST' })));
    const box = screen.getByLabelText(/Guests, one per line/);
    fireEvent.change(box, { target: { value: 'Mia Wong, 646 555 0101, L\nLeo, 646 555 0102, M' } });
    expect(screen.getByText('Add Leo’s last name.')).toBeTruthy();
    await click('ADD 1 GUEST');
    await waitFor(() => expect(screen.getByText('Fix 1 line first: each says what is wrong.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});
