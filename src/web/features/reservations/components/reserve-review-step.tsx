import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type RefObject, useRef, useState } from 'react';
import type { ReservationOptions, TableType } from '../../../../shared/api/reservation-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { type JustRequestedState, paths } from '../../../config/paths.ts';
import { useCashback } from '../../../lib/get-cashback.ts';
import { quotePrice } from '../../../lib/price-lines.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { isUnanswered, nextSubmitAttempt, type SubmitAttempt } from '../../../lib/submit-attempt.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { type ReservationRequest, useCreateReservation } from '../api/create-reservation.ts';
import { type CashbackChoice, confirmLabel, payingText, splitDeposit } from '../deposit-choice.ts';
import { CashbackChoiceFields } from './cashback-choice.tsx';
import { ReservationReview } from './reservation-review.tsx';

export interface ReserveReviewStepProps {
  options: ReservationOptions;
  nightLabel: string;
  request: Omit<ReservationRequest, 'cashbackCents'>;
  table: TableType | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The last attempt, kept by the form: a repeat after no answer reuses its key. */
  attempt: RefObject<SubmitAttempt | null>;
  onBack: () => void;
}

/** The review, the cashback towards the deposit, and the one button that sends the request. */
export function ReserveReviewStep({
  options,
  nightLabel,
  request,
  table,
  headingRef,
  attempt,
  onBack,
}: ReserveReviewStepProps) {
  const navigate = useNavigate();
  const create = useCreateReservation();
  const cashback = useCashback();
  const [choice, setChoice] = useState<CashbackChoice>({ use: false, amountText: '' });
  const amountRef = useRef<HTMLInputElement>(null);

  const price = table ? quotePrice(table.minimumSpendCents, options.pricing) : null;
  const depositCents = price?.depositCents ?? 0;
  const balanceCents = cashback.data?.balanceCents ?? 0;
  const split = splitDeposit(depositCents, balanceCents, choice);
  // Held or charged, as the server will decide it for this arrival time (a hold within 6 days).
  const paying = payingText(depositCents, split, options.depositCapture[request.arrivalTime] ?? 'automatic');
  // On the way to the checkout: the button stays down until the browser leaves.
  const leaving = create.isSuccess && create.data.deposit.checkoutUrl !== null;
  // Back from the checkout with the browser's Back button: the request exists, so its page is next.
  usePageRestored(() => {
    if (create.isSuccess) navigate(paths.reservation.getHref(create.data.id), { replace: true });
  });

  // Busy from the first tap until the answer: the mutation's own pending state reaches the handler
  // a render later, after a double tap's second click (which, with a new key, booked twice).
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const confirm = () => {
    if (sending.current || leaving) return;
    if (split.error) {
      amountRef.current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const body: ReservationRequest = { ...request, cashbackCents: split.cashbackCents };
    const current = nextSubmitAttempt(attempt.current, body);
    attempt.current = current;
    create.mutate(
      { body, idempotencyKey: current.key },
      {
        onSuccess: (reservation) => {
          const { state, checkoutUrl } = reservation.deposit;
          if (state === 'pending' && checkoutUrl) {
            window.location.assign(checkoutUrl);
            return;
          }
          const justRequested: JustRequestedState = { justRequested: true };
          navigate(paths.reservation.getHref(reservation.id), { state: justRequested });
        },
        onError: (error) => {
          current.unanswered = isUnanswered(error);
          sending.current = false;
          setBusy(false);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button
        variant="ghost"
        startIcon={<ArrowBackIcon />}
        disabled={busy || leaving}
        onClick={onBack}
        sx={{ justifySelf: 'start', ml: -1 }}
      >
        CHANGE DETAILS
      </Button>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.25rem', letterSpacing: '0.1em', outline: 'none' }}
      >
        REVIEW YOUR REQUEST
      </Typography>
      <ReservationReview
        options={options}
        nightLabel={nightLabel}
        partySize={request.partySize}
        arrivalTime={request.arrivalTime}
        table={table}
        notes={request.notes}
        price={price}
        paying={paying}
        cashbackChoice={
          balanceCents > 0 && depositCents > 0 ? (
            <CashbackChoiceFields
              balanceCents={balanceCents}
              depositCents={depositCents}
              choice={choice}
              split={split}
              onChange={setChoice}
              amountRef={amountRef}
            />
          ) : null
        }
      />
      <Typography variant="body2" color="text.secondary">
        This sends a request: the club confirms or declines it, and we notify you either way.
      </Typography>
      {create.isError && (
        <Alert severity="error" variant="outlined">
          {create.error.message}
        </Alert>
      )}
      {/* Always present, so the words are read out when they come. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {leaving ? 'Request saved. Taking you to the checkout.' : ''}
      </Box>
      {/* The sum and the one button stay under the thumb while the terms scroll above them. */}
      <Box
        component="section"
        aria-label="Your request"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mx: -2,
          px: 2,
          pt: 1.5,
          pb: 'max(12px, env(safe-area-inset-bottom))',
          display: 'grid',
          gap: 1,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
            {price ? 'ALL IN, AT LEAST' : 'NO MINIMUM SPEND'}
          </Typography>
          {price && (
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(price.totalCents)}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {paying.short}
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || leaving}
          aria-busy={busy || leaving}
          onClick={confirm}
        >
          {busy && !leaving
            ? 'SUBMITTING...'
            : leaving
              ? 'OPENING THE CHECKOUT...'
              : confirmLabel(depositCents, split)}
        </Button>
      </Box>
    </Box>
  );
}
