import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminNight, AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReservationStatusChip } from '../../../components/reservation-status-chip.tsx';
import { arrivalLabel } from '../../../lib/reservation-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSetReservationStatus } from '../api/set-night-status.ts';
import { CompleteReservationDialog } from './complete-reservation-dialog.tsx';
import { CorrectSpendDialog } from './correct-spend-dialog.tsx';
import { DepositChip } from './deposit-chip.tsx';
import { confirmBlockedReason, depositBreakdown } from './deposit-text.ts';
import { NightRow, plural } from './night-row.tsx';
import { outcomeTiming } from './outcome-timing.ts';
import { ReservationActions } from './reservation-actions.tsx';
import { ASK, type AskedStatus, askText } from './reservation-asks.ts';

/** A line under the details saying why a button is off (a deposit, the arrival time), for aria-describedby. */
function WaitLine({ id, text }: { id: string; text: string }) {
  return (
    <Typography
      id={id}
      variant="body2"
      component="span"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 0.5, color: 'warning.main' }}
    >
      <LockClockIcon aria-hidden fontSize="small" />
      {text}
    </Typography>
  );
}

/** `party of 4 · arriving 23:30 · VIP booth · min. spend $1,500 · all in $1,959.75 · deposit $489.94` */
function ReservationDetails({
  r,
  waits,
}: {
  r: AdminReservation;
  /** Why a button is off, each line the description of its button. */
  waits: { id: string; reason: string }[];
}) {
  const deposit = depositBreakdown(r.deposit);
  return (
    <>
      {plural(r.partySize, 'guest', 'guests')} · arriving {arrivalLabel(r.arrivalTime)} ·{' '}
      {r.tableType ? r.tableType.name : 'No table preference'}
      {r.minimumSpendCents !== null && ` · min. spend ${formatMoney(r.minimumSpendCents, { short: true })}`}
      {r.totalCents > 0 && (
        <>
          {' · '}
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            all in {formatMoney(r.totalCents)}
          </Box>
        </>
      )}
      {deposit && ` · ${deposit}`}
      {r.amountSpentCents !== null && ` · spent ${formatMoney(r.amountSpentCents)}`}
      {r.cashbackCreditedCents !== null &&
        r.cashbackPercent > 0 &&
        ` · ${formatMoney(r.cashbackCreditedCents)} cashback credited`}
      {waits.map((line) => (
        <WaitLine key={line.id} id={line.id} text={line.reason} />
      ))}
      {r.notes && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Notes: {r.notes}
        </Typography>
      )}
    </>
  );
}

/** The night's table reservations, with the staff's next step for each. */
export function ReservationsList({ night, searching }: { night: AdminNight; searching: boolean }) {
  const [asking, setAsking] = useState<{ id: string; status: AskedStatus } | null>(null);
  const [completingId, setCompletingId] = useState<string | null>(null);
  const [correctingId, setCorrectingId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useSetReservationStatus(night.club.id, night.date);
  // COMPLETE and NO-SHOW open at each table's arrival time, without a reload.
  const now = useNow();
  // Read from the night as it is now: a deposit paid (or a 409 refreshing the night) shows at once.
  const find = (id: string | null | undefined) => night.reservations.find((r) => r.id === id) ?? null;
  const asked = find(asking?.id);
  const completing = find(completingId);
  const correcting = find(correctingId);
  const close = () => {
    setAsking(null);
    setCompletingId(null);
    mutation.reset();
  };

  if (night.reservations.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {searching ? 'No reservation matches.' : 'No table reservations for this night yet.'}
      </Typography>
    );

  return (
    <>
      {done && (
        <Alert
          severity="success"
          variant="outlined"
          role="status"
          onClose={() => setDone(null)}
          sx={{ my: 1 }}
        >
          {done}
        </Alert>
      )}
      <List disablePadding aria-label="Reservations">
        {night.reservations.map((r) => {
          const blocked = r.status === 'requested' ? confirmBlockedReason(r.deposit.state) : null;
          const blockedId = `confirm-blocked-${r.id}`;
          const timing = { ...outcomeTiming(r, night.club.timeZone, now), waitId: `outcome-wait-${r.id}` };
          const waits = [
            ...(blocked ? [{ id: blockedId, reason: blocked }] : []),
            ...(r.status === 'confirmed' && timing.wait ? [{ id: timing.waitId, reason: timing.wait }] : []),
          ];
          return (
            <NightRow
              key={r.id}
              member={r.member}
              recognition={night.recognition[r.member.id]}
              clubId={night.club.id}
              dimmed={r.status === 'cancelled' || r.status === 'declined'}
              chips={
                <>
                  <ReservationStatusChip status={r.status} plain />
                  <DepositChip deposit={r.deposit} />
                  {r.cashbackPercent > 0 && (
                    <Chip size="small" variant="outlined" label={`${r.cashbackPercent}% CASHBACK`} />
                  )}
                  {r.checkIn.arrived > 0 && (
                    <Chip size="small" color="info" label={`ARRIVED ${r.checkIn.arrived}/${r.partySize}`} />
                  )}
                </>
              }
              details={<ReservationDetails r={r} waits={waits} />}
              actions={
                <ReservationActions
                  r={r}
                  confirmBlocked={blocked ? { id: blockedId } : null}
                  timing={timing}
                  onAsk={(status) => setAsking({ id: r.id, status })}
                  onComplete={() => setCompletingId(r.id)}
                  onCorrect={() => setCorrectingId(r.id)}
                />
              }
            />
          );
        })}
      </List>
      <ConfirmDialog
        open={asking !== null && asked !== null}
        title={asking ? ASK[asking.status].title : ''}
        confirmLabel={asking ? ASK[asking.status].yes : ''}
        pendingLabel={asking ? ASK[asking.status].busy : ''}
        destructive={asking?.status !== 'confirmed'}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onClose={close}
        onConfirm={() => {
          if (asking && asked)
            mutation.mutate({ reservationId: asked.id, status: asking.status }, { onSuccess: close });
        }}
      >
        {asking && asked ? askText(asked, asking.status) : ''}
      </ConfirmDialog>
      <CompleteReservationDialog
        // A fresh form (empty amount) for every reservation.
        key={completingId ?? 'none'}
        reservation={completing}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onClose={close}
        onComplete={(amountSpentCents) => {
          if (completing)
            mutation.mutate(
              { reservationId: completing.id, status: 'completed', amountSpentCents },
              { onSuccess: close },
            );
        }}
      />
      {correcting && (
        <CorrectSpendDialog
          // A fresh form for every table.
          key={correcting.id}
          reservation={correcting}
          clubId={night.club.id}
          date={night.date}
          onClose={() => setCorrectingId(null)}
          onCorrected={(message) => {
            setCorrectingId(null);
            setDone(message);
          }}
        />
      )}
    </>
  );
}
