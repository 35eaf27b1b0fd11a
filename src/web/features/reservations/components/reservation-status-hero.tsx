import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { ReservationStatus } from '../../../../shared/api/reservation-schema.ts';
import { STATUS_TEXT } from '../../../lib/reservation-time.ts';

const COLOR = {
  requested: 'warning.main',
  confirmed: 'success.main',
  declined: 'error.main',
  completed: 'secondary.main',
  no_show: 'text.secondary',
  cancelled: 'text.secondary',
} as const satisfies Record<ReservationStatus, string>;

/**
 * The status in big type with what it means. A polite live region: when the club confirms while the
 * page is open, the new status is read out without stealing the focus.
 */
export function ReservationStatusHero({
  status,
  justRequested,
  awaitingDeposit = false,
  ref,
}: {
  status: ReservationStatus;
  justRequested: boolean;
  /** A request whose deposit is still to pay: the club cannot confirm it yet, so it does not say it will. */
  awaitingDeposit?: boolean;
  /** Focus lands here when the status changes by the member's own hand (a cancellation). */
  ref?: Ref<HTMLDivElement>;
}) {
  const text = STATUS_TEXT[status];
  const sentence =
    status === 'requested' && awaitingDeposit
      ? 'The club has your request, and can confirm it once the deposit is paid. We notify you either way.'
      : text.sentence;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {justRequested && status === 'requested' && (
        // In the status's own colour and words: sent, not yet confirmed (a green "success" beside the
        // orange REQUESTED read as a confirmed table).
        <Alert
          severity="warning"
          variant="outlined"
          role="alert"
          icon={<ScheduleSendIcon fontSize="inherit" />}
        >
          <AlertTitle>Request sent — waiting for the club to confirm</AlertTitle>
          Your table is not confirmed yet
          {awaitingDeposit ? ', and cannot be until the deposit is paid' : ''}. This page updates by itself
          when the club answers.
        </Alert>
      )}
      <Box ref={ref} tabIndex={-1} role="status" aria-live="polite" aria-atomic sx={{ outline: 'none' }}>
        <Typography variant="body2" sx={{ letterSpacing: '0.12em', color: 'text.secondary' }}>
          STATUS
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '2.5rem', md: '3.25rem' },
            fontWeight: 800,
            lineHeight: 1.1,
            color: COLOR[status],
          }}
        >
          {text.label}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{sentence}</Typography>
      </Box>
    </Box>
  );
}
