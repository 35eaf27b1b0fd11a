import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Report } from '../../../../shared/api/admin/reports-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';

const SPEND = '#ffc107';
const CASHBACK = '#00e5ff';

/**
 * Spend and cashback per club as a list of horizontal bars, largest spend first: every club on one
 * screen, a phone included (as a column chart it showed 2.5 of 10 clubs and scrolled sideways).
 * The figures are words in each row, so no separate table is needed.
 */
export function ClubSpendList({ report }: { report: Report }) {
  const headingId = useId();
  const clubs = [...report.clubs].sort((a, b) => b.spendCents - a.spendCents || a.name.localeCompare(b.name));
  const top = Math.max(1, ...clubs.map((c) => c.spendCents));
  const t = report.totals;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, letterSpacing: '0.06em' }}>
        Spend and cashback per club
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {formatMoney(t.spendCents)} spent on completed reservations, {formatMoney(t.cashbackCents)} credited
        as cashback.
      </Typography>
      {clubs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No club in this report.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Clubs by spend" sx={{ p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {clubs.map((club) => (
            <Box component="li" key={club.clubId} sx={{ listStyle: 'none', minWidth: 0 }}>
              {/* Name over figures on a phone, side by side wider: the same in every row. */}
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'flex-start', sm: 'baseline' },
                  columnGap: 1,
                }}
              >
                <Typography sx={{ fontWeight: 700, mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {club.name}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {formatMoney(club.spendCents)}
                  </Box>{' '}
                  spent · {formatMoney(club.cashbackCents)} cashback
                </Typography>
              </Box>
              <Box aria-hidden sx={{ mt: 0.5, display: 'grid', gap: 0.25 }}>
                <Bar color={SPEND} share={club.spendCents / top} />
                <Bar color={CASHBACK} share={club.cashbackCents / top} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Bar({ color, share }: { color: string; share: number }) {
  return (
    <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
      <Box
        sx={{
          height: '100%',
          width: `${Math.max(0, Math.min(1, share)) * 100}%`,
          minWidth: share > 0 ? 2 : 0,
          bgcolor: color,
          borderRadius: 3,
        }}
      />
    </Box>
  );
}
