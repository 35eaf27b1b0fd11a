import type { ClubNightResponse, ClubView } from '../../shared/api/clubs-schema.ts';
import { nightOf } from '../../shared/closing-time.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import { type AllInPrice, allInPrice } from '../../shared/money.ts';
import { type ClubsCatalog, toClubView } from '../clubs/clubs-catalog.ts';
import { type ClubRow, findAllClubNames } from '../clubs/clubs-repository.ts';
import { clubNight } from '../guestlist/club-night.ts';
import { findUpcomingMemberEntries } from '../guestlist/guestlist-repository.ts';
import { cancellationTerms } from '../reservations/reservation-rules.ts';
import {
  cashbackBalanceCents,
  findUpcomingMemberReservations,
} from '../reservations/reservations-repository.ts';
import { findClubNames } from './club-names.ts';

/** How far ahead the assistant looks for the next night with lists. */
export const LOOKAHEAD_DAYS = 14;

/** The most cards or rows one answer shows per night: an answer never lists a whole city. */
export const MAX_CLUBS_SHOWN = 8;
/** The member's passes and tables an answer names. */
const MEMBER_ROWS = 5;

/** A table type with what it costs all-in (money.ts), as the booking screen prices it. */
export interface PricedTable {
  id: string;
  name: string;
  maxGuests: number;
  price: AllInPrice;
}

export interface TableFacts {
  reservationsEnabled: boolean;
  cashbackPercent: number;
  serviceCharge: number;
  taxRate: number;
  depositPercent: number;
  cancellationTerms: string;
  cancellationCutoffHours: number;
  /** Cheapest first. */
  tables: PricedTable[];
}

export interface MemberFacts {
  balanceCents: number;
  passes: { date: IsoDate; status: string; clubName: string; ladies: number; men: number }[];
  reservations: { date: IsoDate; status: string; clubName: string }[];
}

export interface ClubDetails {
  club: ClubView;
  date: IsoDate;
  /** The club opened its list for `date` and shows it for this gender (as the home page would). */
  listed: Record<Gender, boolean>;
}

/**
 * The facts the assistant may state, read through the same catalog the home page uses, so an
 * answer never disagrees with the listing. Both engines use these; the model gets them as tools.
 */
export class AssistantTools {
  readonly #catalog: ClubsCatalog;
  readonly timeZone: string;
  #names: ClubRow[] | undefined;

  /** The signed-in member asking, or null: only their own figures are ever read. */
  readonly userId: string | null;

  constructor(catalog: ClubsCatalog, timeZone: string, userId: string | null = null) {
    this.#catalog = catalog;
    this.timeZone = timeZone;
    this.userId = userId;
  }

  /** Every club listed on `date` for either list, in the listing's order (ladies' first). */
  async clubsOn(date: IsoDate, type: EventTypeFilter = 'all'): Promise<ClubView[]> {
    const [female, male] = await Promise.all([
      this.listClubs(date, 'female', type),
      this.listClubs(date, 'male', type),
    ]);
    const seen = new Set(female.map((club) => club.id));
    return [...female, ...male.filter((club) => !seen.has(club.id))];
  }

  /** The club's row by id, from the visible clubs. */
  async clubRow(id: string): Promise<ClubRow | undefined> {
    return (await this.clubs()).find((club) => club.id === id);
  }

  /** What booking a table costs at a club, exactly as GET /api/clubs/{id}/reservation-options says. */
  tableFacts(club: ClubRow): TableFacts {
    const tables = club.tableTypes
      .map((table) => ({
        id: table.id,
        name: table.name,
        maxGuests: table.maxGuests,
        price: allInPrice({
          minimumCents: table.minimumSpendCents,
          serviceCharge: club.serviceCharge,
          taxRate: club.taxRate,
          depositPercent: club.depositPercent,
        }),
      }))
      .sort((a, b) => a.price.totalCents - b.price.totalCents);
    return {
      reservationsEnabled: club.reservationsEnabled && tables.length > 0,
      cashbackPercent: club.reservationCashback,
      serviceCharge: club.serviceCharge,
      taxRate: club.taxRate,
      depositPercent: club.depositPercent,
      cancellationTerms: cancellationTerms(club),
      cancellationCutoffHours: club.cancellationCutoffHours,
      tables,
    };
  }

  /** Spots left per list on one night, read live as the join screen reads them. */
  spots(clubId: string, date: IsoDate): Promise<ClubNightResponse> {
    return clubNight(this.#catalog.db, clubId, date, this.now());
  }

  /** The signed-in member's own balance, upcoming passes and tables; null when signed out. */
  async member(): Promise<MemberFacts | null> {
    if (!this.userId) return null;
    const db = this.#catalog.db;
    const from = this.tonight();
    const [balanceCents, passes, reservations] = await Promise.all([
      cashbackBalanceCents(db, this.userId),
      findUpcomingMemberEntries(db, this.userId, from, MEMBER_ROWS + 1),
      findUpcomingMemberReservations(db, this.userId, from, MEMBER_ROWS + 1),
    ]);
    return { balanceCents, passes, reservations };
  }

  now(): Date {
    return this.#catalog.clock();
  }

  tonight(): IsoDate {
    return nightOf(this.now(), this.timeZone);
  }

  /** Visible clubs (hidden ones are never named), read once per question. */
  async clubs(): Promise<ClubRow[]> {
    this.#names ??= [...(await this.#catalog.visibleClubs())];
    return this.#names;
  }

  /** Every club's name, hidden ones too: a model's reply may name none the tools did not return. */
  async allClubNames(): Promise<string[]> {
    return findAllClubNames(this.#catalog.db);
  }

  async listClubs(date: IsoDate, gender: Gender, type: EventTypeFilter): Promise<ClubView[]> {
    return (await this.#catalog.list({ date, gender, type })).clubs;
  }

  /** One club on one date, found by a (fuzzy) name; null when no visible club has that name. */
  async clubDetails(name: string, date: IsoDate): Promise<ClubDetails | null> {
    const [row] = findClubNames(name, await this.clubs());
    if (!row) return null;
    const [female, male] = await Promise.all(
      (['female', 'male'] as const).map(async (gender) =>
        (await this.listClubs(date, gender, 'all')).find((club) => club.id === row.id),
      ),
    );
    const club = female ?? male;
    if (club) return { club, date, listed: { female: Boolean(female), male: Boolean(male) } };
    return { club: toClubView(row, date, this.now()), date, listed: { female: false, male: false } };
  }

  /** The next nights after `from` (within the lookahead) on which this club is listed for someone. */
  async nextNightsOf(clubId: string, from: IsoDate, count = 1): Promise<{ date: IsoDate; club: ClubView }[]> {
    const found: { date: IsoDate; club: ClubView }[] = [];
    for (let i = 1; i <= LOOKAHEAD_DAYS && found.length < count; i++) {
      const date = addDays(from, i);
      for (const gender of ['female', 'male'] as const) {
        const club = (await this.listClubs(date, gender, 'all')).find((c) => c.id === clubId);
        if (club) {
          found.push({ date, club });
          break;
        }
      }
    }
    return found;
  }

  /** The first night after `from` with an open list for this gender and type. */
  async nearestNight(
    from: IsoDate,
    gender: Gender,
    type: EventTypeFilter,
  ): Promise<{ date: IsoDate; clubs: ClubView[] } | null> {
    const start = from < this.tonight() ? addDays(this.tonight(), -1) : from;
    for (let i = 1; i <= LOOKAHEAD_DAYS; i++) {
      const date = addDays(start, i);
      const clubs = await this.listClubs(date, gender, type);
      if (clubs.some((club) => club.guestlistOptions[gender].state === 'open')) return { date, clubs };
    }
    return null;
  }
}
