import type { EventType, Gender } from '../../../shared/clubs.ts';
import type { Weekday } from '../../../shared/dates.ts';

/**
 * A night as a guest names it, resolved against the eval's fixed clock (Monday 2026-11-23, 20:00 in
 * New York): 'tonight', the coming weekday of that name, or a date.
 */
export type Night = 'tonight' | Weekday | `${number}-${number}-${number}`;

/** The part of the assistant's brief a case tests; the score is broken down by it. */
export const TOPICS = [
  'nights',
  'closing',
  'spots',
  'party',
  'tables',
  'deposit',
  'cashback',
  'member',
  'address',
  'concierge',
  'lists-differ',
  'club-words',
  'dont-know',
  'not-found',
  'action',
  'follow-up',
] as const;
export type Topic = (typeof TOPICS)[number];

/** A party as the question gave it: by list, or only its size (a table "for 6"). */
export type PartyFact = { female: number; male: number } | { size: number };

/**
 * What an answer must contain, named by club, night and list, never as literal text: the harness
 * works out each value from the API's own answers (score.ts, expected.ts) and checks the reply.
 * Clubs are named exactly as the demo city names them.
 */
export type Fact =
  /** The list's closing time in the reply; the club named in the reply or a card. */
  | { kind: 'closes'; club: string; night: Night; list: Gender }
  /** Every club GET /api/clubs lists that night for that list (and type) named in the reply or a card. */
  | { kind: 'listed'; night: Night; list: Gender; type?: EventType }
  /** The spots left on that list (GET /api/clubs/:id), or that it has no limit. */
  | { kind: 'spotsLeft'; club: string; night: Night; list: Gender }
  /** The club's maxPartySize: ladies and men together in one guestlist party. */
  | { kind: 'partyLimit'; club: string }
  /** The club has no list for that gender that night: said plainly, the club named. */
  | { kind: 'noList'; club: string; night: Night; list: Gender }
  /** Each table's (or the one table's) name, minimum spend and all-in total (money.ts allInPrice). */
  | { kind: 'tablePrices'; club: string; night: Night; table?: string }
  /** The deposit percent (or that there is none) and the free-cancellation cut-off in hours. */
  | { kind: 'deposit'; club: string; night: Night }
  /** The club's cashback percent on bookings (or that it gives none). */
  | { kind: 'cashback'; club: string; night: Night }
  /** The bookable club with the highest cashback that night, named, with its percent. */
  | { kind: 'highestCashback'; night: Night }
  /** The club whose list closes last that night, named, with its closing time. */
  | { kind: 'latestList'; night: Night; list: Gender }
  /** The bookable table with the lowest all-in total that night (of one table type, if given). */
  | { kind: 'cheapestTable'; night: Night; table?: string }
  /** Every bookable table that seats `guests` for at most `maxTotalCents` all-in, named with its total. */
  | { kind: 'tableUnder'; night: Night; guests: number; maxTotalCents: number }
  /** The street address in the reply; the maps URL in the reply or a map link. */
  | { kind: 'address'; club: string }
  /** The club's call and text numbers, in the reply or as call/text links. */
  | { kind: 'concierge'; club: string }
  /** The list's own details text, quoted as the club wrote it. */
  | { kind: 'clubWords'; club: string; night: Night; list: Gender }
  /** Both lists of the club that night: each one's closing time and words, or that it has none. */
  | { kind: 'listsDiffer'; club: string; night: Night }
  /** The signed-in member's cashback balance (GET /api/cashback). */
  | { kind: 'balance' }
  /** The signed-in member's upcoming passes (GET /api/passes): each club and its night. */
  | { kind: 'passes' }
  /** That club on that night among the answer's cards. */
  | { kind: 'card'; club: string; night: Night }
  /** The form the member asked to be taken to, filled in. */
  | {
      kind: 'action';
      action: 'join' | 'book';
      club: string;
      night: Night;
      list?: Gender;
      party?: PartyFact;
      table?: string;
    }
  /** The party the question asked about, by list. */
  | { kind: 'party'; female: number; male: number }
  /** Says it cannot tell, and (with a club) offers that club's concierge number. */
  | { kind: 'dontKnow'; club?: string }
  /** Says plainly that no club has this name; offers the nearest match (a club, or any). */
  | { kind: 'notFound'; name: string; nearest?: string | 'any' }
  /** response.language, and the reply reads in that language. */
  | { kind: 'language'; language: 'en' | 'es' };

export interface EvalCase {
  id: string;
  topic: Topic;
  /** The guest's turns, newest last: earlier ones are asked first and their answers sent back. */
  ask: string[];
  /** The LADIES / MEN view the guest is in. */
  view?: Gender;
  /** Asked as the eval's signed-in member (their session cookie on every turn). */
  signedIn?: true;
  expect: Fact[];
}
