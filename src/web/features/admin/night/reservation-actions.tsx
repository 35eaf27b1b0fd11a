import Button from '@mui/material/Button';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import type { OutcomeTiming } from './outcome-timing.ts';
import type { AskedStatus } from './reservation-asks.ts';

export interface ReservationActionsProps {
  r: AdminReservation;
  /** CONFIRM is off while the deposit does not secure the table: the line that says why. */
  confirmBlocked: { id: string } | null;
  /** COMPLETE and NO-SHOW wait for the table's arrival time: the line that says from when. */
  timing: OutcomeTiming & { waitId: string };
  onAsk: (status: AskedStatus) => void;
  onComplete: () => void;
  onCorrect: () => void;
}

/** The staff's next step for a table: answer the request, record the night, or correct its spend. */
export function ReservationActions({ r, confirmBlocked, timing, ...on }: ReservationActionsProps) {
  const waiting = timing.wait ? timing.waitId : undefined;
  if (r.status === 'requested')
    return (
      <>
        <Button
          size="small"
          variant="neon"
          disabled={confirmBlocked !== null}
          aria-describedby={confirmBlocked?.id}
          onClick={() => on.onAsk('confirmed')}
        >
          CONFIRM
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => on.onAsk('declined')}>
          DECLINE
        </Button>
      </>
    );
  if (r.status === 'confirmed')
    return (
      <>
        <Button
          size="small"
          variant="neon"
          disabled={!timing.complete}
          aria-describedby={timing.complete ? undefined : waiting}
          onClick={on.onComplete}
        >
          COMPLETE
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={!timing.noShow}
          aria-describedby={timing.noShow ? undefined : waiting}
          onClick={() => on.onAsk('no_show')}
        >
          NO-SHOW
        </Button>
      </>
    );
  if (r.status === 'completed')
    return (
      <Button size="small" variant="outlined" onClick={on.onCorrect}>
        CORRECT SPEND
      </Button>
    );
  return null;
}
