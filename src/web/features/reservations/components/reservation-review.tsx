import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type {
  ReservationOptions,
  ReservationPrice,
  TableType,
} from '../../../../shared/api/reservation-schema.ts';
import { cashbackEarned } from '../../../../shared/cashback.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { JoinSummary } from '../../../components/join-summary.tsx';
import { PriceBreakdown } from '../../../components/price-breakdown.tsx';
import { arrivalLabel, cancellationDeadline, formatWallClock } from '../../../lib/reservation-time.ts';

/** Cashback examples start at $500 unless the table's minimum spend says more. */
const EXAMPLE_SPEND_CENTS = 50_000;

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
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0, flex: 1 }}>
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
  /** The chosen table priced all in; null without a table. */
  price: ReservationPrice | null;
  /** The cashback switch and amount, when the member has a balance to put towards the deposit. */
  cashbackChoice: ReactNode;
  /** Cashback put towards the deposit, in cents. */
  cashbackCents: number;
}

/** Everything the booking costs and binds the member to, before the one button that sends it. */
export function ReservationReview(props: ReservationReviewProps) {
  const { options, nightLabel, partySize, arrivalTime, table, notes, price } = props;
  const percent = options.cashbackPercent;
  const exampleSpend = Math.max(EXAMPLE_SPEND_CENTS, table?.minimumSpendCents ?? 0);
  const deadline = formatWallClock(
    cancellationDeadline(options.date, arrivalTime, options.cancellationCutoffHours),
  );
  const depositCents = price?.depositCents ?? 0;
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
        {price ? (
          <>
            <PriceBreakdown price={price} />
            <Typography variant="body2" color="text.secondary">
              The minimum is the least your party orders in drinks or bottles on the night. Anything more is
              added to the bill, with its service charge and tax.
            </Typography>
          </>
        ) : (
          <>
            <Typography sx={{ fontWeight: 700 }}>No table, no minimum spend</Typography>
            <Typography variant="body2" color="text.secondary">
              You pay the club for what you order on the night.
            </Typography>
          </>
        )}
      </Block>

      <Block icon={<CreditCardIcon />} title="PAYING">
        {depositCents > 0 && price ? (
          <>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {formatMoney(depositCents)} deposit due now
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Paid on a secure checkout page when you send the request; for a night close by, your card is
              only held, and charged when the club confirms. On the night the deposit is counted against your
              bill, and the rest, at least {formatMoney(price.restCents)}, is paid at the club.
            </Typography>
            {props.cashbackChoice}
          </>
        ) : (
          <>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>Nothing to pay now</Typography>
            <Typography variant="body2" color="text.secondary">
              {price
                ? `Everything, at least ${formatMoney(price.totalCents)} all in, is paid at the club on the night.`
                : 'Everything is paid at the club on the night.'}
            </Typography>
          </>
        )}
      </Block>

      {percent > 0 && (
        <Block icon={<SavingsIcon />} title="CASHBACK">
          <Typography sx={{ fontWeight: 700 }}>
            {percent}% of what you spend, credited after the night
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For example: spend {formatMoney(exampleSpend, { short: true })} →{' '}
            {formatMoney(cashbackEarned(exampleSpend, percent))} back. The {percent}% is fixed now, whatever
            the club changes later.
          </Typography>
        </Block>
      )}

      <Block icon={<GavelIcon />} title="CANCELLATION TERMS">
        <Typography sx={{ fontWeight: 700 }}>
          Free cancellation in the app until {deadline} club time
        </Typography>
        {depositCents > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            <Typography component="li" variant="body2">
              Cancel before then: the deposit is refunded in full, or the hold on your card released
              {props.cashbackCents > 0 ? ', and the cashback you used goes back to your balance' : ''}.
            </Typography>
            <Typography component="li" variant="body2">
              Declined by the club: the same, it all comes back.
            </Typography>
            <Typography component="li" variant="body2">
              A no-show: the club keeps the deposit.
            </Typography>
          </Box>
        )}
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
