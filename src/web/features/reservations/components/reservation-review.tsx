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
import type { PayingText } from '../deposit-choice.ts';

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
  /** What sending the request does with the deposit: held, charged, or paid from cashback. */
  paying: PayingText;
}

/**
 * Everything the booking costs and binds the member to, each said once; the all-in figure, the
 * deposit and the button sit in the step's sticky bar.
 */
export function ReservationReview(props: ReservationReviewProps) {
  const { options, nightLabel, partySize, arrivalTime, table, notes, price, paying } = props;
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
              The minimum is the least your party orders on the night; more is added to the bill with its
              service charge and tax.
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No table, no minimum spend: you pay the club for what you order on the night.
          </Typography>
        )}
      </Block>

      {depositCents > 0 && price && (
        <Block icon={<CreditCardIcon />} title="THE DEPOSIT">
          <Typography>{paying.detail}</Typography>
          <Typography variant="body2" color="text.secondary">
            On the night it counts against your bill; the rest, at least {formatMoney(price.restCents)}, is
            paid at the club.
          </Typography>
          {props.cashbackChoice}
        </Block>
      )}

      {percent > 0 && (
        <Block icon={<SavingsIcon />} title="CASHBACK">
          <Typography variant="body2">
            {percent}% of what you spend, before service charge and tax, credited after the night: spend{' '}
            {formatMoney(exampleSpend)} → {formatMoney(cashbackEarned(exampleSpend, percent))} back. The{' '}
            {percent}% is fixed now.
          </Typography>
        </Block>
      )}

      <Block icon={<GavelIcon />} title="CANCELLATION TERMS">
        <Typography sx={{ fontWeight: 700 }}>
          Free cancellation in the app until {deadline} club time
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {options.cancellationTerms}
        </Typography>
      </Block>
    </Box>
  );
}
