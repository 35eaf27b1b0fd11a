import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';
import { formatMoney } from '../../../../shared/money.ts';
import { useCashback } from '../../../lib/get-cashback.ts';
import { useOnline, waitsForConnection } from '../../../lib/use-online.ts';
import { ledgerRow } from '../ledger-row.ts';

/** Plan it, live it, earn from it: the balance big, then every credit that made it. */
export function CashbackSection() {
  const cashback = useCashback();
  const online = useOnline();
  const headingId = useId();
  // A table at a club giving 0% leaves a row of nothing in the ledger: not worth a line.
  const credits = cashback.data?.credits.filter((credit) => credit.amountCents !== 0) ?? [];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'secondary.main' }}
    >
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: '1rem', letterSpacing: '0.12em', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <SavingsIcon aria-hidden color="secondary" fontSize="small" />
        CASHBACK
      </Typography>
      {waitsForConnection(online, cashback) ? (
        // The balance is never kept offline (it changes at the door); no error for a known cause.
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Your balance shows when you are back online.
        </Typography>
      ) : cashback.isPending || (cashback.isError && cashback.isFetching) ? (
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: 160 }} />
      ) : cashback.isError ? (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {cashback.error.message}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Your balance
          </Typography>
          <Typography
            component="p"
            aria-live="polite"
            sx={{
              fontSize: { xs: '2.5rem', md: '3rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              color: 'secondary.main',
            }}
          >
            {formatMoney(cashback.data.balanceCents)}
          </Typography>
          {credits.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Book a table at a club that offers cashback: after the night, a share of what you spend comes
              back here.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Cashback earned, spent and returned"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
            >
              {credits.map((credit) => {
                const row = ledgerRow(credit);
                return (
                  <Box
                    component="li"
                    key={credit.id}
                    sx={{
                      display: 'flex',
                      gap: 2,
                      py: 1.25,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                      alignItems: 'baseline',
                    }}
                  >
                    <Box sx={{ mr: 'auto', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
                        {row.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {row.detail}
                      </Typography>
                    </Box>
                    <Typography
                      sx={{
                        fontWeight: 700,
                        color: row.incoming ? 'secondary.main' : 'text.primary',
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      <span aria-hidden>{row.amount}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {row.spokenAmount}
                      </Box>
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
