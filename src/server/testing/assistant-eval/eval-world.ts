import type { ClubNightResponse, ClubView, ListClubsResponse } from '../../../shared/api/clubs-schema.ts';
import type { Pass } from '../../../shared/api/guestlist-schema.ts';
import type { Cashback, ReservationOptions, TableType } from '../../../shared/api/reservation-schema.ts';
import type { EventType, Gender } from '../../../shared/clubs.ts';
import { addDays, type IsoDate, WEEKDAYS, weekdayOf } from '../../../shared/dates.ts';
import { type AllInPrice, allInPrice } from '../../../shared/money.ts';
import type { Night } from './eval-case.ts';
import { type EvalTarget, okJson } from './eval-target.ts';

/** A fact the case names that the API does not hold (a club not in the demo city): the case is wrong. */
export class CaseError extends Error {}

export interface PricedTable {
  club: ClubView;
  table: TableType;
  price: AllInPrice;
}

/**
 * What the API says, read once per URL: every expected value of the eval is computed from here, so
 * the set names clubs and nights, and the answers follow the data.
 */
export class EvalWorld {
  readonly #target: EvalTarget;
  readonly #cache = new Map<string, Promise<unknown>>();
  readonly tonight: IsoDate;
  readonly memberCookie: string;

  constructor(target: EvalTarget, tonight: IsoDate, memberCookie: string) {
    this.#target = target;
    this.tonight = tonight;
    this.memberCookie = memberCookie;
  }

  #get<T>(url: string, cookie?: string): Promise<T> {
    const key = `${cookie ?? ''} ${url}`;
    let found = this.#cache.get(key);
    if (!found) {
      found = okJson<T>(this.#target, 'GET', url, { cookie });
      this.#cache.set(key, found);
    }
    return found as Promise<T>;
  }

  /** 'tonight', the coming weekday of that name (tonight's own name is tonight), or a date. */
  date(night: Night): IsoDate {
    if (night === 'tonight') return this.tonight;
    if (!(WEEKDAYS as readonly string[]).includes(night)) return night;
    for (let i = 0; i < 7; i++)
      if (weekdayOf(addDays(this.tonight, i)) === night) return addDays(this.tonight, i);
    throw new CaseError(`no ${night} in the coming week`);
  }

  /** GET /api/clubs for the night, every page. */
  async listed(date: IsoDate, gender: Gender, type: EventType | 'all' = 'all'): Promise<ClubView[]> {
    const clubs: ClubView[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: ListClubsResponse = await this.#get(
        `/api/clubs?date=${date}&gender=${gender}&type=${type}&offset=${offset}`,
      );
      clubs.push(...page.clubs);
      offset = page.nextOffset;
    }
    return clubs;
  }

  /** Every visible club, as the listings of the coming two weeks show them. */
  async clubs(): Promise<ClubView[]> {
    const byId = new Map<string, ClubView>();
    for (let i = 0; i < 14; i++)
      for (const gender of ['female', 'male'] as const)
        for (const club of await this.listed(addDays(this.tonight, i), gender)) byId.set(club.id, club);
    return [...byId.values()];
  }

  async club(name: string): Promise<ClubView> {
    const club = (await this.clubs()).find((c) => c.name === name);
    if (!club) throw new CaseError(`no club named ${name} in the demo city`);
    return club;
  }

  /** The club as listed that night for that list, or null when it has no such list. */
  async listedClub(name: string, date: IsoDate, gender: Gender): Promise<ClubView | null> {
    const { id } = await this.club(name);
    return (await this.listed(date, gender)).find((club) => club.id === id) ?? null;
  }

  async clubNight(name: string, date: IsoDate): Promise<ClubNightResponse> {
    return this.#get(`/api/clubs/${(await this.club(name)).id}?date=${date}`);
  }

  async reservationOptions(club: ClubView, date: IsoDate): Promise<ReservationOptions> {
    return this.#get(`/api/clubs/${club.id}/reservation-options?date=${date}`);
  }

  /** Each table of the club that night, priced all-in as the booking screen prices it. */
  async tables(club: ClubView, date: IsoDate): Promise<PricedTable[]> {
    const options = await this.reservationOptions(club, date);
    return options.tableTypes.map((table) => ({
      club,
      table,
      price: allInPrice({ minimumCents: table.minimumSpendCents, ...options.pricing }),
    }));
  }

  /** Clubs that take table bookings that night: reservations on and the weekday among their days. */
  async bookable(date: IsoDate): Promise<ClubView[]> {
    const weekday = weekdayOf(date);
    return (await this.clubs()).filter(
      (club) => club.reservationsEnabled && club.activeDays.includes(weekday),
    );
  }

  async cashback(): Promise<Cashback> {
    return this.#get('/api/cashback', this.memberCookie);
  }

  async passes(): Promise<{ upcoming: Pass[]; past: Pass[] }> {
    return this.#get('/api/passes', this.memberCookie);
  }
}
