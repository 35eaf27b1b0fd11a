import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { CASHBACK_BASIS } from '../night-spend.ts';

/** The booked percentage, and after the night what it earned. */
export function ReservationCashback({ reservation }: { reservation: Reservation }) {
  const headingId = useId();
  const { cashbackPercent, amountSpentCents, cashbackEarnedCents, status } = reservation;
  if (cashbackPercent <= 0 && cashbackEarnedCents === null) return null;
  let detail: string;
  if (status === 'completed' && amountSpentCents !== null && cashbackEarnedCents !== null) {
    detail = `You spent ${formatMoney(amountSpentCents)} → ${formatMoney(cashbackEarnedCents)} cashback credited to your balance. Counted on the spend ${CASHBACK_BASIS}.`;
  } else if (status === 'declined' || status === 'cancelled' || status === 'no_show') {
    detail = 'No cashback: the reservation did not go ahead.';
  } else {
    detail = `After the night the club records what your party spent, and ${cashbackPercent}% of it, ${CASHBACK_BASIS}, is credited to your balance.`;
  }
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'secondary.main',
      }}
    >
      <SavingsIcon aria-hidden color="secondary" sx={{ mt: 0.25 }} />
      <Box>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700 }}>
          {cashbackPercent}% cashback fixed at booking
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
