// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { themeFor } from '../../theme/theme.ts';
import { DatePicker } from './date-picker.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(tonightHasLists: boolean) {
  // A Friday evening in New York: the default night is next Thursday, six days on.
  vi.useFakeTimers({ now: new Date('2026-11-27T23:00:00Z'), toFake: ['Date'] });
  render(
    <ThemeProvider theme={themeFor('male')}>
      <DatePicker value="2026-12-03" onChange={() => {}} tonightHasLists={tonightHasLists} />
    </ThemeProvider>,
  );
}

test('tonight’s tile says its lists are open while the default Thursday stays chosen', () => {
  show(true);
  const today = screen.getByRole('button', { name: /^Today/ });
  expect(today.textContent).toContain('lists open tonight');
  expect(today.getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByRole('button', { name: /Thursday, December 3/ }).getAttribute('aria-pressed')).toBe(
    'true',
  );
});

test('without lists tonight, its tile says nothing more', () => {
  show(false);
  expect(screen.getByRole('button', { name: /^Today/ }).textContent).not.toContain('lists open');
});
