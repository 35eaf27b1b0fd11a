import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatEventDate } from '../../../lib/event-date.ts';
import { formatCents, formatDollars } from '../../../lib/money.ts';
import { useOnline, waitsForConnection } from '../../../lib/use-online.ts';
import { useCashback } from '../api/get-cashback.ts';

/** Plan it, live it, earn from it: the balance big, then every credit that made it. */
export function CashbackSection() {
  const cashback = useCashback();
  const online = useOnline();
  const headingId = useId();
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
            {formatCents(cashback.data.balance)}
          </Typography>
          {cashback.data.credits.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Book a table at a club that offers cashback: after the night, a share of what you spend comes
              back here.
            </Typography>
          ) : (
            <Box component="ul" aria-label="Cashback credits" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
              {cashback.data.credits.map((credit) => (
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
                      {credit.clubName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatEventDate(credit.date)} · spent {formatDollars(credit.amountSpent)} ·{' '}
                      {credit.percent}%
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, color: 'secondary.main', whiteSpace: 'nowrap' }}>
                    +{formatCents(credit.amount)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
