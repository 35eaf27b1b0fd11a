import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { plural } from '../add-guests-form.ts';
import type { GuestLine } from '../guest-lines.ts';

/** What the pasted list reads as: how many guests are ready, and each line that is not, with why. */
export function PastePreview({ lines, ready }: { lines: GuestLine[]; ready: number }) {
  if (lines.length === 0) return null;
  const bad = lines.filter((line) => line.error);
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {plural(ready, 'guest', 'guests')} ready
        {bad.length > 0 ? ` · ${plural(bad.length, 'line needs', 'lines need')} fixing` : ''}
      </Typography>
      <Box component="ul" aria-label="Pasted guests" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.line}
            sx={{
              listStyle: 'none',
              px: 1.25,
              py: 0.75,
              borderRadius: 1,
              border: '1px solid',
              borderColor: line.error ? 'error.main' : 'divider',
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Line {line.line}:{' '}
              </Box>
              {line.guest ? (
                <>
                  {line.guest.firstName} {line.guest.lastName} · {formatPhoneNumber(line.guest.phoneNumber)} ·{' '}
                  {line.guest.gender === 'female' ? 'lady' : 'man'}
                </>
              ) : (
                line.text
              )}
            </Typography>
            {line.error && (
              <Typography variant="body2" sx={{ color: 'error.light', fontWeight: 700 }}>
                {line.error}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
