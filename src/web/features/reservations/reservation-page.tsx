import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { formatMoney } from '../../../shared/money.ts';
import { ClubAddress } from '../../components/club-address.tsx';
import { DoorQrCode } from '../../components/door-qr-code.tsx';
import { JoinSummary } from '../../components/join-summary.tsx';
import { AllMyPassesButton, MyPassFrame } from '../../components/my-pass-frame.tsx';
import { PriceBreakdown } from '../../components/price-breakdown.tsx';
import { WalletButtons } from '../../components/wallet-buttons.tsx';
import type { JustRequestedState } from '../../config/paths.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { arrivalLabel } from '../../lib/reservation-time.ts';
import { useLocation, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { reservationCalendarHref, reservationWalletPaths, useReservation } from './api/get-reservation.ts';
import { CancelReservation } from './components/cancel-reservation.tsx';
import { DepositPanel } from './components/deposit-panel.tsx';
import { FigureList } from './components/figure-list.tsx';
import { ReservationCashback } from './components/reservation-cashback.tsx';
import { ReservationStatusHero } from './components/reservation-status-hero.tsx';
import { StatusTimeline } from './components/status-timeline.tsx';
import { depositAction } from './deposit-summary.ts';
import { nightLines } from './night-spend.ts';
import { useCheckoutReturn } from './use-checkout-return.ts';

export function ReservationPage() {
  useDocumentTitle('My reservation');
  const { reservationId = '' } = useParams();
  const location = useLocation();
  const justRequested = (location.state as Partial<JustRequestedState> | null)?.justRequested === true;
  const reservation = useReservation(reservationId);
  const statusRef = useRef<HTMLDivElement>(null);
  const priceHeadingId = useId();
  const { returned, check } = useCheckoutReturn(reservationId);

  if (reservation.isPending || reservation.isError) {
    return <MyPassFrame query={reservation} loadingLabel="Loading your reservation" />;
  }

  const r = reservation.data;
  const nightLabel = formatEventDate(r.date);
  const confirmed = r.status === 'confirmed';
  // A request the club has yet to answer is worth keeping the night free for (the file says TENTATIVE).
  const goingAhead = confirmed || r.status === 'requested';
  const quoted = r.price.totalCents > 0;
  // After the night the spend is what there is to show; the quote only while the night is ahead.
  const night = nightLines(r);
  const showQuote = quoted && (r.status === 'requested' || r.status === 'confirmed');
  // Straight under the status while it asks something of the guest; else with the price, below the QR code.
  const depositFirst = returned !== null || depositAction(r) !== null;
  const depositLater = !depositFirst && r.deposit.state !== 'none';
  const wallet = (
    <WalletButtons
      appleHref={reservationWalletPaths(r.id).apple}
      googleLinkPath={reservationWalletPaths(r.id).google}
      passLabel={`your table at ${r.club.name}, ${nightLabel}`}
    />
  );
  const deposit = (
    <DepositPanel
      wide={depositFirst}
      reservation={r}
      checkout={{
        returned,
        checking: check.isPending,
        checkError: check.isError ? check.error.message : null,
      }}
    />
  );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, textTransform: 'uppercase' }}
        >
          {r.club.name}
        </Typography>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>
          Table reservation · {nightLabel}
        </Typography>
      </Box>
      <ReservationStatusHero
        ref={statusRef}
        status={r.status}
        justRequested={justRequested}
        awaitingDeposit={depositAction(r) !== null}
      />
      {depositFirst && deposit}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: confirmed ? '360px 1fr' : '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {confirmed ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <DoorQrCode
              token={r.qrToken}
              label={`Door QR code for your table at ${r.club.name}, ${nightLabel}`}
            />
            {wallet}
          </Box>
        ) : (
          <StatusTimeline history={r.statusHistory} timeZone={r.club.timeZone} />
        )}

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <JoinSummary
            rows={[
              { label: 'Club', value: r.club.name },
              { label: 'Night', value: nightLabel },
              { label: 'Arrival', value: `${arrivalLabel(r.arrivalTime)} club time` },
              { label: 'Party', value: `${r.partySize} ${r.partySize === 1 ? 'person' : 'people'}` },
              { label: 'Table', value: r.tableType?.name ?? 'No table preference' },
              // Booked before all-in prices: only the minimum was quoted.
              ...(quoted
                ? []
                : [
                    {
                      label: 'Minimum spend',
                      value: r.minimumSpendCents === null ? 'None' : formatMoney(r.minimumSpendCents),
                    },
                  ]),
              ...(r.notes ? [{ label: 'Notes', value: r.notes }] : []),
            ]}
          />
          {night && (
            <Box
              component="section"
              aria-labelledby={priceHeadingId}
              sx={{ p: 2, borderRadius: 2, border: '1px solid', borderColor: 'divider' }}
            >
              <Typography
                id={priceHeadingId}
                component="h2"
                sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 1 }}
              >
                THE NIGHT
              </Typography>
              <FigureList rows={night} />
            </Box>
          )}
          {showQuote && (
            <Box
              component="section"
              aria-labelledby={priceHeadingId}
              sx={{ p: 2, borderRadius: 2, border: '1px solid', borderColor: 'divider' }}
            >
              <Typography
                id={priceHeadingId}
                component="h2"
                sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 1 }}
              >
                PRICE, ALL IN
              </Typography>
              <PriceBreakdown price={r.price} depositLabel="Deposit" />
            </Box>
          )}
          {depositLater && deposit}
          <ReservationCashback reservation={r} />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <ClubAddress address={r.club.address} mapsUrl={r.club.mapsUrl} />
            {goingAhead && (
              <Button
                variant="ghost"
                href={reservationCalendarHref(r.id)}
                download
                startIcon={<EventIcon />}
                sx={{ justifySelf: 'start' }}
              >
                ADD TO CALENDAR
              </Button>
            )}
            {/* A request's Wallet pass says so, and turns into the table's pass when the club confirms. */}
            {goingAhead && !confirmed && wallet}
          </Box>
          {confirmed && <StatusTimeline history={r.statusHistory} timeZone={r.club.timeZone} />}
          <CancelReservation
            reservation={r}
            nightLabel={nightLabel}
            onCancelled={() => statusRef.current?.focus()}
          />
          <AllMyPassesButton />
        </Box>
      </Box>
    </Box>
  );
}
