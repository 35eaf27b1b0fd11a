import type { CheckInResult, DoorPass } from '../../shared/api/door-schema.ts';
import { nightLabel } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { banKeyOf } from '../guest-care/ban-key.ts';
import { findStandingBan } from '../guest-care/guest-care-repository.ts';
import { recognise } from '../guest-care/recognition.ts';
import type { PassRecord } from './door-pass.ts';
import type { CheckInWithStaff, HolderRow } from './door-repository.ts';
import { VERDICT_TITLES } from './door-verdict.ts';

// What the venue keeps on a guest, at the door (decision 041): BANNED, and the guest's tags,
// latest note and Nth visit on the card. Door staff read it; they never edit it.

/**
 * BANNED when the venue banned the holder's number for the night the door works: one indexed
 * lookup. Staff alone read this; nothing of it reaches the guest.
 */
export async function bannedResult(
  db: Database,
  guestKey: Buffer,
  pass: PassRecord,
  holder: HolderRow,
  night: string,
  card: DoorPass,
  history: CheckInWithStaff[],
): Promise<CheckInResult | null> {
  const key = banKeyOf(guestKey, pass.club.venueId, holder.phoneNumber);
  const ban = key ? await findStandingBan(db, key.venueId, key.hash, night) : undefined;
  if (!ban) return null;
  const until = ban.lastNight ? `through ${nightLabel(ban.lastNight)}` : 'until lifted';
  return {
    verdict: 'banned',
    title: VERDICT_TITLES.banned,
    detail: `Do not admit: banned by the venue ${until} · ${ban.reason}`,
    pass: card,
    admitted: null,
    checkIns: history.map(({ checkIn, staffName }) => ({
      id: checkIn.id,
      people: checkIn.people,
      at: checkIn.checkedInAt.toISOString(),
      by: staffName,
    })),
  };
}

/** The cards of a page of passes with what the venue keeps on each holder, read for the page at once. */
export async function withCare(
  db: Database,
  venueId: string | null,
  night: string,
  cards: { card: DoorPass; holderId: string }[],
): Promise<DoorPass[]> {
  if (!venueId || cards.length === 0) return cards.map(({ card }) => card);
  const known = await recognise(
    db,
    venueId,
    cards.map(({ holderId }) => holderId),
    night,
  );
  return cards.map(({ card, holderId }) => ({ ...card, care: known.get(holderId) }));
}

/** A result's card with the holder's care added. */
export async function resultWithCare(
  db: Database,
  pass: PassRecord,
  holderId: string,
  result: CheckInResult,
): Promise<CheckInResult> {
  if (!result.pass) return result;
  const [card] = await withCare(db, pass.club.venueId, pass.date, [{ card: result.pass, holderId }]);
  return { ...result, pass: card! };
}
