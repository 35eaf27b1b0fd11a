import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import type { DepositState } from '../../../../shared/deposits.ts';
import { isUnanswered, nextSubmitAttempt, type SubmitAttempt } from '../../../lib/submit-attempt.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { usePayDeposit } from '../api/pay-deposit.ts';
import { captureNote, depositAction, depositRows, depositText, payByText } from '../deposit-summary.ts';
import { CheckoutReturnStatus, type CheckoutReturnStatusProps } from './checkout-return-status.tsx';

const COLOR = {
  none: 'text.secondary',
  due: 'warning.main',
  pending: 'warning.main',
  held: 'success.main',
  paid: 'success.main',
  failed: 'error.main',
  released: 'text.secondary',
  refunded: 'text.secondary',
  forfeited: 'error.main',
  applied: 'success.main',
} as const satisfies Record<DepositState, string>;

export interface DepositPanelProps {
  reservation: Reservation;
  checkout: CheckoutReturnStatusProps;
  /** Across the page (it asks something): the figures go beside the state on a wide screen. */
  wide: boolean;
}

/** Where the deposit stands, what it is made of, and the way to pay it when it is still owed. */
export function DepositPanel({ reservation, checkout, wide }: DepositPanelProps) {
  const headingId = useId();
  const { deposit } = reservation;
  const text = depositText(reservation);
  const note = captureNote(reservation);
  const action = depositAction(reservation);
  const payBy = payByText(reservation);
  const pay = usePayDeposit();
  const attempt = useRef<SubmitAttempt | null>(null);
  const leaving = pay.isSuccess && pay.data.deposit.checkoutUrl !== null;
  // Back from the checkout with the browser's Back button: the panel is live again.
  usePageRestored(() => pay.reset());

  const startPayment = () => {
    if (pay.isPending || leaving) return;
    const current = nextSubmitAttempt(attempt.current, { reservationId: reservation.id });
    attempt.current = current;
    pay.mutate(
      { reservationId: reservation.id, idempotencyKey: current.key },
      {
        onSuccess: (answer) => {
          if (answer.deposit.checkoutUrl) window.location.assign(answer.deposit.checkoutUrl);
        },
        onError: (error) => {
          current.unanswered = isUnanswered(error);
        },
      },
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: action ? COLOR[deposit.state] : 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', letterSpacing: '0.12em' }}>
        DEPOSIT
      </Typography>
      <CheckoutReturnStatus {...checkout} state={deposit.state} />
      {/* A phone reads down: the state, the figures, the button; wider, the figures sit beside. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          columnGap: 4,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: wide ? 'minmax(0, 3fr) minmax(0, 2fr)' : undefined,
          },
          gridTemplateAreas: {
            xs: '"state" "figures" "actions"',
            md: wide ? '"state figures" "actions figures"' : undefined,
          },
        }}
      >
        <Box sx={{ gridArea: 'state', display: 'grid', gap: 1.5 }}>
          <Box>
            <Typography
              component="p"
              sx={{
                fontSize: '1.5rem',
                fontWeight: 800,
                color: text.settled ? 'text.secondary' : COLOR[deposit.state],
              }}
            >
              {text.label}
            </Typography>
            <Typography>{text.detail}</Typography>
            {payBy && <Typography sx={{ mt: 0.5, fontWeight: 700 }}>{payBy}</Typography>}
          </Box>
          {note && (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
          {deposit.failure && action !== null && (
            <Alert severity="warning" variant="outlined">
              {deposit.failure}
            </Alert>
          )}
        </Box>
        <Box
          component="dl"
          sx={{
            gridArea: 'figures',
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            rowGap: 0.5,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {depositRows(reservation).map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {(action || pay.isError) && (
          <Box sx={{ gridArea: 'actions', display: 'grid', gap: 1.5 }}>
            {action && (
              <Button
                variant="neon"
                size="large"
                fullWidth
                disabled={pay.isPending || leaving}
                onClick={startPayment}
              >
                {pay.isPending || leaving
                  ? 'OPENING THE CHECKOUT...'
                  : action === 'pay'
                    ? 'PAY DEPOSIT'
                    : 'CONTINUE TO PAYMENT'}
              </Button>
            )}
            {pay.isError && (
              <Alert severity="error" variant="outlined">
                {pay.error.message}
              </Alert>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
