import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef, useState } from 'react';
import { addDays, type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { onFirstUse } from '../../../shared/on-first-use.ts';
import { formatEventDate } from '../../lib/event-date.ts';

const STRIP_DAYS = 14;
const weekday = onFirstUse(() => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }));
const month = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }));

function parts(date: IsoDate) {
  const utc = new Date(`${date}T12:00:00Z`);
  return { weekday: weekday().format(utc), day: Number(date.slice(8, 10)), month: month().format(utc) };
}

/** A night's tile: 60 px wide, as tall as a thumb needs; filled in the theme's colour when chosen. */
const tile = (selected: boolean) => ({
  flex: '0 0 auto',
  font: 'inherit',
  width: 56,
  minHeight: 56,
  py: 0.5,
  borderRadius: 2,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  // The words are written "Thu 26 Nov" (what a screen reader reads) and shown in capitals.
  textTransform: 'uppercase',
  border: '1px solid',
  borderColor: selected ? 'primary.main' : 'divider',
  bgcolor: selected ? 'primary.main' : 'transparent',
  // The theme's contrast text is at least 4.5:1 on its primary colour, in both views.
  color: selected ? 'primary.contrastText' : 'text.primary',
  boxShadow: (theme: Theme) => (selected ? `0 0 12px ${theme.palette.primary.main}80` : 'none'),
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
});

// Small words are dimmed only on the dark background: on the filled tile they keep full contrast.
const small = (selected: boolean) => ({ fontSize: '0.7rem', lineHeight: 1.4, opacity: selected ? 1 : 0.85 });
const big = { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.25 };

/** On tonight's tile when clubs have lists open tonight: the dot, and the words for screen readers. */
function ListsTonightDot() {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: 4,
        right: 4,
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'secondary.main',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        : lists open tonight
      </Box>
    </Box>
  );
}

/**
 * The next two weeks as one tap each, and a PICK DATE tile that opens the phone's own calendar for
 * any other night (it shows that night when one beyond the strip is chosen).
 */
export function DatePicker({
  value,
  onChange,
  tonightHasLists = false,
}: {
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  /** Another night is chosen (the default Thursday) while tonight has lists: tonight stays in sight. */
  tonightHasLists?: boolean;
}) {
  const today = todayIn(new Date());
  const days = Array.from({ length: STRIP_DAYS }, (_, i) => addDays(today, i));
  const selectedRef = useRef<HTMLButtonElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Browsers without showPicker() (Safari before 16) get the date field itself.
  const [fieldShown, setFieldShown] = useState(false);
  const offStrip = !days.includes(value);

  // The chosen night starts centred in the strip. Browsers with `scroll-initial-target` (Chromium 133+)
  // do it while laying the page out; others are scrolled once here, which forces an extra layout
  // in the middle of the first render.
  useEffect(() => {
    if (globalThis.CSS?.supports?.('scroll-initial-target', 'nearest')) return;
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  // Tonight is the strip's first tile: back to the start once we know it has lists (the chosen
  // night, centred at first, may then sit further along).
  useEffect(() => {
    if (tonightHasLists) stripRef.current?.scrollTo?.({ left: 0, behavior: 'smooth' });
  }, [tonightHasLists]);

  const openCalendar = () => {
    const input = inputRef.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      setFieldShown(true);
      input.focus();
    }
  };

  const picked = parts(value);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', flex: '0 0 auto', display: 'flex' }}>
          <ButtonBase onClick={openCalendar} sx={tile(offStrip)}>
            <CalendarIcon aria-hidden sx={{ fontSize: '1.1rem', mx: 'auto' }} />
            {offStrip ? (
              <>
                <Box component="span" sx={big}>
                  {picked.day}
                </Box>
                <Box component="span" sx={small(true)}>
                  {picked.month}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  ({formatEventDate(value)}). Pick another date
                </Box>
              </>
            ) : (
              <>
                <Box component="span" sx={small(false)}>
                  Pick
                </Box>
                <Box component="span" sx={small(false)}>
                  date
                </Box>
              </>
            )}
          </ButtonBase>
          {/* The phone's calendar opens from here (showPicker), so it pops up beside the tile. */}
          <Box
            component="input"
            ref={inputRef}
            type="date"
            aria-label="Pick a date"
            tabIndex={fieldShown ? 0 : -1}
            aria-hidden={!fieldShown}
            value={value}
            min={today}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              if (isIsoDate(event.target.value)) onChange(event.target.value);
            }}
            sx={
              fieldShown
                ? {
                    position: 'absolute',
                    left: 0,
                    top: '100%',
                    mt: 0.5,
                    zIndex: 1,
                    font: 'inherit',
                    colorScheme: 'dark',
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 1,
                    px: 1,
                    minHeight: 44,
                  }
                : { position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%' }
            }
          />
        </Box>
        <Box
          ref={stripRef}
          role="group"
          aria-label="Event date"
          sx={{
            display: 'flex',
            gap: 1,
            minWidth: 0,
            overflowX: 'auto',
            // Room for the chosen tile's glow and focus ring, which the scroller would clip.
            p: '4px',
            m: '-4px',
            scrollbarWidth: 'none',
            scrollSnapType: 'x proximity',
            scrollPaddingInline: '4px',
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
                onClick={() => onChange(date)}
                sx={{
                  ...tile(selected),
                  scrollSnapAlign: 'center',
                  ...(selected && { scrollInitialTarget: 'nearest' }),
                }}
              >
                <Box component="span" sx={small(selected)}>
                  {date === today ? 'Today' : p.weekday}
                </Box>
                <Box component="span" sx={big}>
                  {p.day}
                </Box>
                <Box component="span" sx={small(selected)}>
                  {p.month}
                </Box>
                {/* The visible words come first, so a voice command of what is shown finds the tile. */}
                <Box component="span" sx={visuallyHidden}>
                  ({formatEventDate(date)})
                </Box>
                {date === today && tonightHasLists && !selected && <ListsTonightDot />}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
