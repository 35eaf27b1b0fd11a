import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { addDays, type IsoDate } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { shortNight } from '../../../lib/event-date.ts';
import { usePromoterSummary } from '../api/get-promoter-summary.ts';
import { lowerRateNote, percent } from '../promoter-format.ts';

export const PAST_DAYS = 30;

const cell = { py: 1, px: 1, borderBottom: '1px solid', borderColor: 'divider', textAlign: 'left' } as const;
const number = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Guests the promoter checked in themselves that night: not in the arrivals beside it, not paid. */
function SelfCheckIns({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Box sx={{ color: 'warning.main', fontSize: '0.85rem', fontWeight: 400 }}>+{count} by you, not paid</Box>
  );
}

/**
 * PAST NIGHTS: the 30 nights before tonight (tonight has its own section above), night by night
 * (newest first), with arrivals, earnings and totals.
 */
export function PastNights({ tonight }: { tonight: IsoDate }) {
  const titleId = useId();
  const from = addDays(tonight, -PAST_DAYS);
  const to = addDays(tonight, -1);
  const summary = usePromoterSummary(from, to);
  const nights = [...(summary.data?.nights ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || a.clubName.localeCompare(b.clubName),
  );
  const totals = summary.data?.totals;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={titleId} variant="h2">
          PAST NIGHTS
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The {PAST_DAYS} nights before tonight, {shortNight(from)} to {shortNight(to)}.
        </Typography>
      </Box>
      {summary.isPending ? (
        <LoadingSpinner label="Loading your past nights" py={4} />
      ) : summary.isError ? (
        <RetryAlert onRetry={() => void summary.refetch()}>{summary.error.message}</RetryAlert>
      ) : nights.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No guests of yours in the {PAST_DAYS} nights before tonight.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box
            component="table"
            aria-labelledby={titleId}
            sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' }}
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={cell}>
                  Night
                </Box>
                <Box component="th" scope="col" sx={number}>
                  In / list
                </Box>
                <Box component="th" scope="col" sx={number}>
                  Earned
                </Box>
              </tr>
            </thead>
            <tbody>
              {nights.map((night) => (
                <tr key={`${night.clubId}-${night.date}`}>
                  <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>
                    <Box sx={{ fontWeight: 700 }}>{shortNight(night.date)}</Box>
                    <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>{night.clubName}</Box>
                  </Box>
                  <Box component="td" sx={number}>
                    {night.figures.arrived} / {night.figures.people}
                    <Box sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
                      {percent(night.figures.conversion)}
                    </Box>
                    <SelfCheckIns count={night.figures.selfCheckedIn} />
                  </Box>
                  <Box component="td" sx={{ ...number, fontWeight: 700 }}>
                    {formatMoney(night.figures.earningsCents)}
                    {night.figures.unknownArrived > 0 && (
                      <Box sx={{ color: 'text.secondary', fontSize: '0.85rem', fontWeight: 400 }}>
                        {night.figures.unknownArrived} at lower rate*
                      </Box>
                    )}
                  </Box>
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>
                  <Box component="th" scope="row" sx={{ ...cell, borderBottom: 0 }}>
                    TOTAL
                  </Box>
                  <Box component="td" sx={{ ...number, borderBottom: 0, fontWeight: 700 }}>
                    {totals.arrived} / {totals.people}
                    <Box sx={{ color: 'text.secondary', fontSize: '0.85rem', fontWeight: 400 }}>
                      {percent(totals.conversion)}
                    </Box>
                    <SelfCheckIns count={totals.selfCheckedIn} />
                  </Box>
                  <Box component="td" sx={{ ...number, borderBottom: 0, fontWeight: 700 }}>
                    {formatMoney(totals.earningsCents)}
                  </Box>
                </tr>
              </tfoot>
            )}
          </Box>
          {totals && totals.unknownArrived > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              * {lowerRateNote(totals.unknownArrived)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
