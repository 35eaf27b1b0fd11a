import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { formatClubDateTime } from '../../../../shared/time-zone.ts';
import { STATUS_TEXT } from '../../../lib/reservation-time.ts';

/** Every change, oldest first, as a line of dots: when it happened on the club's clock, and why. */
export function StatusTimeline({
  history,
  timeZone,
}: {
  history: Reservation['statusHistory'];
  timeZone: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', letterSpacing: '0.1em', mb: 1 }}>
        STATUS HISTORY
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.map((step, index) => {
          const last = index === history.length - 1;
          return (
            <Box
              component="li"
              key={`${step.status}-${step.at}`}
              sx={{ position: 'relative', pl: 3.5, pb: last ? 0 : 2 }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 4,
                  top: 6,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: last ? 'primary.main' : 'divider',
                }}
              />
              {!last && (
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', left: 9, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }}
                />
              )}
              <Typography sx={{ fontWeight: 700 }}>{STATUS_TEXT[step.status].label}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={step.at}>{formatClubDateTime(step.at, timeZone)}</time> club time
                {step.note ? ` · ${step.note}` : ''}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
