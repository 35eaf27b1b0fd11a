import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useId, useRef } from 'react';
import { addDays, type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { formatEventDate } from '../../lib/event-date.ts';

const STRIP_DAYS = 14;
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

function parts(date: IsoDate) {
  const utc = new Date(`${date}T12:00:00Z`);
  return {
    weekday: weekday.format(utc).toUpperCase(),
    day: Number(date.slice(8, 10)),
    month: month.format(utc).toUpperCase(),
  };
}

/** The next two weeks as one tap each, plus the phone's own calendar for any other night. */
export function DatePicker({ value, onChange }: { value: IsoDate; onChange: (date: IsoDate) => void }) {
  const today = todayIn(new Date());
  const days = Array.from({ length: STRIP_DAYS }, (_, i) => addDays(today, i));
  const selectedRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  // The chosen night starts centred in the strip. Browsers with `scroll-initial-target` (Chromium 133+)
  // do it while laying the page out; others are scrolled once here, which forces an extra layout
  // in the middle of the first render.
  useEffect(() => {
    if (globalThis.CSS?.supports?.('scroll-initial-target', 'nearest')) return;
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <Box>
      <Box
        role="group"
        aria-label="Event date"
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 1,
          scrollbarWidth: 'thin',
          scrollSnapType: 'x proximity',
        }}
      >
        {days.map((date) => {
          const p = parts(date);
          const selected = date === value;
          return (
            <ButtonBase
              key={date}
              ref={selected ? selectedRef : undefined}
              aria-pressed={selected}
              aria-label={`${formatEventDate(date)}${date === today ? ' (today)' : ''}`}
              onClick={() => onChange(date)}
              sx={{
                flex: '0 0 auto',
                font: 'inherit',
                width: 60,
                py: 1,
                borderRadius: 2,
                display: 'flex',
                flexDirection: 'column',
                scrollSnapAlign: 'center',
                ...(selected && { scrollInitialTarget: 'nearest' }),
                border: '1px solid',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.contrastText' : 'text.primary',
                boxShadow: (theme) => (selected ? `0 0 12px ${theme.palette.primary.main}80` : 'none'),
                '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Box component="span" sx={{ fontSize: '0.7rem', opacity: 0.85 }}>
                {date === today ? 'TODAY' : p.weekday}
              </Box>
              <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 }}>
                {p.day}
              </Box>
              <Box component="span" sx={{ fontSize: '0.7rem', opacity: 0.85 }}>
                {p.month}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Box component="label" htmlFor={inputId} sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
          Another night:
        </Box>
        <Box
          component="input"
          id={inputId}
          type="date"
          value={value}
          min={today}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            if (isIsoDate(event.target.value)) onChange(event.target.value);
          }}
          sx={{
            font: 'inherit',
            fontSize: '0.9rem',
            colorScheme: 'dark',
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.75,
            minHeight: 40,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
          }}
        />
      </Box>
    </Box>
  );
}
