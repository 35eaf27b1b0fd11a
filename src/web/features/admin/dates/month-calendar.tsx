import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { formatLongDate, formatMonth, type IsoMonth, monthWeeks } from './month.ts';

const HEADINGS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function count(confirmed: number, capacity: number | null): string {
  return capacity === null ? `${confirmed}` : `${confirmed}/${capacity}`;
}

function dayLabel(date: IsoDate, open: GuestlistDate | undefined, today: IsoDate): string {
  const day = formatLongDate(date) + (date === today ? ' (today)' : '');
  if (!open) return `${day}: closed`;
  const ladies = `ladies ${open.confirmed.ladies}${open.capacityFemale === null ? '' : ` of ${open.capacityFemale}`}`;
  const men = `men ${open.confirmed.men}${open.capacityMale === null ? '' : ` of ${open.capacityMale}`}`;
  return `${day}: open, ${ladies}, ${men}`;
}

export interface MonthCalendarProps {
  month: IsoMonth;
  onMonthChange: (by: -1 | 1) => void;
  open: ReadonlyMap<IsoDate, GuestlistDate>;
  /** Today on the club's clock: earlier days that are closed cannot be opened. */
  today: IsoDate;
  /** The month's open dates are still coming: the days show without counts, dimmed. */
  loading: boolean;
  onPick: (date: IsoDate) => void;
}

/**
 * A month of a club's nights: open dates glow with their confirmed counts (against capacity when
 * there is one) for ladies (L) and men (M). Every day is a button that names its state.
 */
export function MonthCalendar({ month, onMonthChange, open, today, loading, onPick }: MonthCalendarProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => onMonthChange(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h3"
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {formatMonth(month).toUpperCase()}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => onMonthChange(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        role="group"
        aria-label={`Guestlist dates, ${formatMonth(month)}`}
        aria-busy={loading}
        sx={{
          display: 'grid',
          gap: { xs: 0.5, sm: 1 },
          opacity: loading ? 0.6 : 1,
          transition: 'opacity 0.2s',
        }}
      >
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: { xs: 0.5, sm: 1 } }}
        >
          {HEADINGS.map((heading) => (
            <Typography
              key={heading}
              variant="caption"
              color="text.secondary"
              sx={{ textAlign: 'center', fontWeight: 700 }}
            >
              {heading}
            </Typography>
          ))}
        </Box>
        {monthWeeks(month).map((week) => (
          <Box
            key={week.find(Boolean)}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: { xs: 0.5, sm: 1 } }}
          >
            {week.map((date, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: padding cells sit at fixed places in a week.
              if (!date) return <Box key={`pad-${index}`} />;
              const night = open.get(date);
              const past = date < today;
              const full =
                night &&
                night.capacityFemale !== null &&
                night.capacityMale !== null &&
                night.confirmed.ladies >= night.capacityFemale &&
                night.confirmed.men >= night.capacityMale;
              return (
                <Box key={date}>
                  <Box
                    component="button"
                    type="button"
                    disabled={past && !night}
                    onClick={() => onPick(date)}
                    data-open={night ? 'true' : 'false'}
                    sx={{
                      all: 'unset',
                      boxSizing: 'border-box',
                      width: '100%',
                      minHeight: { xs: 60, sm: 76 },
                      p: { xs: 0.5, sm: 1 },
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      gap: 0.25,
                      borderRadius: 1,
                      cursor: 'pointer',
                      fontFamily: 'inherit',
                      border: '1px solid',
                      borderColor: night ? 'primary.main' : 'rgba(255,255,255,0.1)',
                      bgcolor: night ? (theme) => alpha(theme.palette.primary.main, 0.14) : 'transparent',
                      boxShadow: night
                        ? (theme) => `0 0 8px ${alpha(theme.palette.primary.main, 0.3)}`
                        : 'none',
                      outline: date === today ? '2px dashed' : 'none',
                      outlineColor: 'secondary.main',
                      outlineOffset: -3,
                      '&:hover:not(:disabled)': { borderColor: 'primary.light' },
                      '&:focus-visible': {
                        outline: '2px solid',
                        outlineColor: 'secondary.main',
                        outlineOffset: 2,
                      },
                      '&:disabled': { opacity: 0.35, cursor: 'default' },
                    }}
                  >
                    {/* The button's name is the whole sentence; what shows is its short form. */}
                    <Box component="span" sx={visuallyHidden}>
                      {dayLabel(date, night, today)}
                    </Box>
                    <Typography
                      component="span"
                      aria-hidden
                      sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1rem' }, lineHeight: 1.2 }}
                    >
                      {Number(date.slice(8))}
                    </Typography>
                    {night && (
                      <Typography
                        component="span"
                        aria-hidden
                        sx={{
                          fontSize: { xs: '0.75rem', sm: '0.8rem' },
                          lineHeight: 1.25,
                          fontWeight: { xs: 700, sm: 400 },
                          color: full ? 'warning.main' : 'text.secondary',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {/* A seventh of a phone holds "L16" in a readable size, not "L 16/40". */}
                        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                          L{night.confirmed.ladies}
                          <br />M{night.confirmed.men}
                        </Box>
                        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                          L {count(night.confirmed.ladies, night.capacityFemale)}
                          <br />M {count(night.confirmed.men, night.capacityMale)}
                        </Box>
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
