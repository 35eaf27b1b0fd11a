import GavelIcon from '@mui/icons-material/GavelOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { ReservationOptions, TableType } from '../../../../shared/api/reservation-schema.ts';
import { JoinSummary } from '../../../components/join-summary.tsx';
import { cashbackOn, formatDollars } from '../../../lib/money.ts';
import { arrivalLabel, cancellationDeadline, formatWallClock } from '../../../lib/reservation-time.ts';

/** Cashback examples start at $500 unless the table's minimum spend says more. */
const EXAMPLE_SPEND = 500;

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, border: '1px solid', borderColor: 'divider' }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

export interface ReservationReviewProps {
  options: ReservationOptions;
  nightLabel: string;
  partySize: number;
  arrivalTime: string;
  table: TableType | null;
  notes: string;
}

/** Everything the booking costs and binds the member to, before the one button that sends it. */
export function ReservationReview({
  options,
  nightLabel,
  partySize,
  arrivalTime,
  table,
  notes,
}: ReservationReviewProps) {
  const percent = options.cashbackPercent;
  const exampleSpend = Math.max(EXAMPLE_SPEND, table?.minimumSpend ?? 0);
  const deadline = cancellationDeadline(options.date, arrivalTime, options.cancellationCutoffHours);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <JoinSummary
        rows={[
          { label: 'Club', value: options.clubName },
          { label: 'Night', value: nightLabel },
          { label: 'Party', value: `${partySize} ${partySize === 1 ? 'person' : 'people'}` },
          { label: 'Arrival', value: `${arrivalLabel(arrivalTime)} club time` },
          { label: 'Table', value: table ? table.name : 'No table preference' },
          ...(notes.trim() ? [{ label: 'Notes', value: notes.trim() }] : []),
        ]}
      />

      <Block icon={<PaymentsIcon />} title="WHAT IT COSTS">
        {table ? (
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            Minimum spend {formatDollars(table.minimumSpend)}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>No table, no minimum spend</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {table
            ? `Your party orders at least ${formatDollars(table.minimumSpend)} in drinks or bottles on the night, paid to the club. `
            : 'You pay the club for what you order on the night. '}
          Nothing is charged in the app.
        </Typography>
      </Block>

      {percent > 0 && (
        <Block icon={<SavingsIcon />} title="CASHBACK">
          <Typography sx={{ fontWeight: 700 }}>
            {percent}% of what you spend, credited after the night
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For example: spend {formatDollars(exampleSpend)} →{' '}
            {formatDollars(cashbackOn(exampleSpend, percent))} back. The {percent}% is fixed now, whatever the
            club changes later.
          </Typography>
        </Block>
      )}

      <Block icon={<GavelIcon />} title="CANCELLATION TERMS">
        <Typography sx={{ fontWeight: 700 }}>
          Free cancellation in the app until {formatWallClock(deadline)} club time
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {options.cancellationTerms}
        </Typography>
      </Block>

      <Typography variant="body2" color="text.secondary">
        This sends a request: the club confirms or declines it, and we notify you either way.
      </Typography>
    </Box>
  );
}
