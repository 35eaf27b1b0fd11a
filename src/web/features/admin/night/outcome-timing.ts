import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { isOutcomeOpen } from '../../../../shared/table-outcome.ts';
import { formatClubTime } from '../../../lib/club-time.ts';
import { arrivalLabel } from '../../../lib/reservation-time.ts';

export interface OutcomeTiming {
  complete: boolean;
  noShow: boolean;
  /** Why a button is off and when it opens, in the club's time; null once both are open. */
  wait: string | null;
}

/** Whether a confirmed table's COMPLETE and NO-SHOW are open at `now` (the server checks the same). */
export function outcomeTiming(r: AdminReservation, timeZone: string, now: Date): OutcomeTiming {
  const arrival = new Date(r.arrivesAt);
  const complete = isOutcomeOpen('completed', arrival, now);
  const noShow = isOutcomeOpen('no_show', arrival, now);
  const from = arrivalLabel(formatClubTime(arrival, timeZone));
  let wait: string | null = null;
  if (!complete) wait = `COMPLETE and NO-SHOW open at the table's arrival time: from ${from}.`;
  else if (!noShow) wait = `NO-SHOW opens once the arrival time (${from}) has passed.`;
  return { complete, noShow, wait };
}
