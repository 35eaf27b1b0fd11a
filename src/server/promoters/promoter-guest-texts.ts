import { and, eq } from 'drizzle-orm';
import type { PromoterGuestText } from '../../shared/api/promoter-schema.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { notificationDeliveries } from '../db/schema.ts';
import { countPendingTextsTo, markUnsent, scheduleDelivery } from '../notifications/deliveries-repository.ts';
import type { SmsGate } from '../sms/sms-gate.ts';

/** A guest a promoter's request put on a list, and the invitation written for them. */
export interface InvitedGuest {
  phoneNumber: string;
  notificationId: string;
  /** The list's closing: an invitation after it says nothing useful. */
  expiresAt: Date;
}

const STILL_ON = 'They are on the list all the same: the door finds them by name.';

export const GUEST_TEXT_MESSAGES = {
  textsOff: `Not texted: this guest turned off texts from Nightlist. ${STILL_ON}`,
  refused: (why: string) => `${why} ${STILL_ON}`,
  numberDailyCap: (cap: number) =>
    `Not texted: this number has had its ${cap} texts from Nightlist in the last 24 hours. ${STILL_ON}`,
  tooLate: (perHour: number) =>
    `Not texted: you have used your ${perHour} texts an hour until after this list closes. ${STILL_ON}`,
};

/**
 * What the cap per number will have counted when this invitation's turn comes: the texts sent in
 * the last day and those queued, this invitation included.
 */
async function textsCountedToday(tx: Database, gate: SmsGate, phoneNumber: string): Promise<number> {
  return (await gate.textsToNumberToday(tx, phoneNumber)) + (await countPendingTextsTo(tx, phoneNumber));
}

/**
 * Decides each invitation text a promoter's request queued, through the SMS gate, before the
 * request commits: a number the gate would never text (another country, premium-rate, one that had
 * its day's texts) is refused now, in words the promoter reads per guest; the rest are given their
 * send times under the promoter's hourly rate (PROMOTER_TEXTS_PER_HOUR), now or queued behind the
 * texts already planned. Run in the request's transaction, so the plan and the guests commit together.
 */
export async function planGuestTexts(
  tx: Database,
  gate: SmsGate,
  promoterId: string,
  guests: InvitedGuest[],
): Promise<PromoterGuestText[]> {
  if (guests.length === 0) return [];
  // One SMS delivery per invitation, queued with it; none where the guest turned texts off.
  const queued = await tx
    .select({ id: notificationDeliveries.id, notificationId: notificationDeliveries.notificationId })
    .from(notificationDeliveries)
    .where(
      and(
        anyOf(
          notificationDeliveries.notificationId,
          guests.map((guest) => guest.notificationId),
        ),
        eq(notificationDeliveries.channel, 'sms'),
      ),
    );
  const deliveryOf = new Map(queued.map((row) => [row.notificationId, row.id]));

  const texts: PromoterGuestText[] = new Array(guests.length);
  const toPlan: { index: number; deliveryId: string; expiresAt: Date }[] = [];
  for (const [index, guest] of guests.entries()) {
    const deliveryId = deliveryOf.get(guest.notificationId);
    if (!deliveryId) {
      texts[index] = { status: 'not-texted', message: GUEST_TEXT_MESSAGES.textsOff };
      continue;
    }
    const destination = gate.destination(guest.phoneNumber, 'text');
    const refusal = !destination.ok
      ? GUEST_TEXT_MESSAGES.refused(destination.message)
      : (await textsCountedToday(tx, gate, guest.phoneNumber)) > gate.limits.perNumberPerDay
        ? GUEST_TEXT_MESSAGES.numberDailyCap(gate.limits.perNumberPerDay)
        : null;
    if (refusal) {
      gate.refused('standard', destination.ok ? 'number_daily_cap' : 'destination');
      await markUnsent(tx, deliveryId, 'refused', refusal);
      texts[index] = { status: 'not-texted', message: refusal };
    } else toPlan.push({ index, deliveryId, expiresAt: guest.expiresAt });
  }

  const sendTimes = await gate.planPromoterTexts(
    tx,
    promoterId,
    toPlan.map((text) => text.expiresAt),
  );
  for (const [i, { index, deliveryId }] of toPlan.entries()) {
    const at = sendTimes[i];
    if (!at) {
      const message = GUEST_TEXT_MESSAGES.tooLate(gate.limits.promoterPerHour);
      gate.refused('standard', 'promoter_rate');
      await markUnsent(tx, deliveryId, 'refused', message);
      texts[index] = { status: 'not-texted', message };
    } else {
      await scheduleDelivery(tx, deliveryId, at);
      texts[index] = { status: 'queued', sendsAt: at.toISOString() };
    }
  }
  return texts;
}
