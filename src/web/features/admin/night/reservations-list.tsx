import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminNight, AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReservationStatusChip } from '../../../components/reservation-status-chip.tsx';
import { formatCents, formatDollars } from '../../../lib/money.ts';
import { arrivalLabel } from '../../../lib/reservation-time.ts';
import { type ReservationStatusChange, useSetReservationStatus } from '../api/set-night-status.ts';
import { CompleteReservationDialog } from './complete-reservation-dialog.tsx';
import { NightRow, plural } from './night-row.tsx';

const ASK: Record<
  Exclude<ReservationStatusChange, 'completed'>,
  { title: string; yes: string; busy: string }
> = {
  confirmed: { title: 'Confirm this table?', yes: 'YES, CONFIRM', busy: 'CONFIRMING...' },
  declined: { title: 'Decline this request?', yes: 'YES, DECLINE', busy: 'DECLINING...' },
  no_show: { title: 'Mark as a no-show?', yes: 'YES, NO-SHOW', busy: 'SAVING...' },
};

function sentence(r: AdminReservation, status: Exclude<ReservationStatusChange, 'completed'>) {
  const who = `${r.member.firstName} ${r.member.lastName}`;
  if (status === 'confirmed')
    return `${who}'s table for ${r.partySize} is confirmed and their door QR code starts working. They are told.`;
  if (status === 'declined') return `${who} is told the club cannot take this booking. Nothing is owed.`;
  return `${who}'s party is recorded as not having arrived. No cashback is credited. They are told.`;
}

/** The night's table reservations, with the staff's next step for each. */
export function ReservationsList({ night, searching }: { night: AdminNight; searching: boolean }) {
  const [asking, setAsking] = useState<{ r: AdminReservation; status: keyof typeof ASK } | null>(null);
  const [completing, setCompleting] = useState<AdminReservation | null>(null);
  const mutation = useSetReservationStatus(night.club.id, night.date);
  const close = () => {
    setAsking(null);
    setCompleting(null);
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
      <List disablePadding aria-label="Reservations">
        {night.reservations.map((r) => (
          <NightRow
            key={r.id}
            member={r.member}
            dimmed={r.status === 'cancelled' || r.status === 'declined'}
            chips={
              <>
                <ReservationStatusChip status={r.status} plain />
                {r.cashbackPercent > 0 && (
                  <Chip size="small" variant="outlined" label={`${r.cashbackPercent}% CASHBACK`} />
                )}
                {r.checkIn.arrived > 0 && (
                  <Chip size="small" color="info" label={`ARRIVED ${r.checkIn.arrived}/${r.partySize}`} />
                )}
              </>
            }
            details={
              <>
                {plural(r.partySize, 'guest', 'guests')} · arriving {arrivalLabel(r.arrivalTime)} ·{' '}
                {r.tableType ? r.tableType.name : 'No table preference'}
                {r.minimumSpend !== null ? ` · min. spend ${formatDollars(r.minimumSpend)}` : ''}
                {r.amountSpent !== null && ` · spent ${formatCents(r.amountSpent)}`}
                {r.notes && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    Notes: {r.notes}
                  </Typography>
                )}
              </>
            }
            actions={
              <>
                {r.status === 'requested' && (
                  <>
                    <Button size="small" variant="neon" onClick={() => setAsking({ r, status: 'confirmed' })}>
                      CONFIRM
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setAsking({ r, status: 'declined' })}
                    >
                      DECLINE
                    </Button>
                  </>
                )}
                {r.status === 'confirmed' && (
                  <>
                    <Button size="small" variant="neon" onClick={() => setCompleting(r)}>
                      COMPLETE
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setAsking({ r, status: 'no_show' })}
                    >
                      NO-SHOW
                    </Button>
                  </>
                )}
              </>
            }
          />
        ))}
      </List>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? ASK[asking.status].title : ''}
        confirmLabel={asking ? ASK[asking.status].yes : ''}
        pendingLabel={asking ? ASK[asking.status].busy : ''}
        destructive={asking?.status !== 'confirmed'}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onClose={close}
        onConfirm={() => {
          if (asking)
            mutation.mutate({ reservationId: asking.r.id, status: asking.status }, { onSuccess: close });
        }}
      >
        {asking ? sentence(asking.r, asking.status) : ''}
      </ConfirmDialog>
      <CompleteReservationDialog
        // A fresh form (empty amount) for every reservation.
        key={completing?.id ?? 'none'}
        reservation={completing}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onClose={close}
        onComplete={(amountSpent) => {
          if (completing)
            mutation.mutate(
              { reservationId: completing.id, status: 'completed', amountSpent },
              { onSuccess: close },
            );
        }}
      />
    </>
  );
}
