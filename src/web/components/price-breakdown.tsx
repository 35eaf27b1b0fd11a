import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReservationPrice } from '../../shared/api/reservation-schema.ts';
import { priceLines } from '../lib/price-lines.ts';

export interface PriceBreakdownProps {
  price: ReservationPrice;
  /** `Deposit due now` while booking; `Deposit` on a reservation. */
  depositLabel?: string;
}

/**
 * A table's all-in price as a list of figures, the total marked: the same lines on the booking review
 * and on the reservation, so what was quoted is what the member finds later.
 */
export function PriceBreakdown({ price, depositLabel = 'Deposit due now' }: PriceBreakdownProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.75,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {priceLines(price, depositLabel).map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'contents',
            // No gap between the columns, so the total's rules run unbroken across the row.
            '& > *': line.total
              ? {
                  display: 'flex',
                  alignItems: 'center',
                  borderTop: '1px solid',
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                  py: 0.75,
                }
              : {},
          }}
        >
          <Typography component="dt" sx={{ fontWeight: line.total ? 700 : 400, pr: 2 }}>
            {line.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              justifyContent: 'flex-end',
              fontWeight: 700,
              fontSize: line.total ? '1.25rem' : undefined,
              whiteSpace: 'nowrap',
            }}
          >
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
