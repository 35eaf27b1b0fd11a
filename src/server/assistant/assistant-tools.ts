import type { ClubView } from '../../shared/api/clubs-schema.ts';
import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import { addDays, type IsoDate } from '../../shared/dates.ts';
import { type ClubsCatalog, toClubView } from '../clubs/clubs-catalog.ts';
import { type ClubRow, findAllClubNames, findVisibleClubs } from '../clubs/clubs-repository.ts';
import { findClubNames } from './club-names.ts';
import { tonightAt } from './date-phrases.ts';

/** How far ahead the assistant looks for the next night with lists. */
export const LOOKAHEAD_DAYS = 14;

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

  constructor(catalog: ClubsCatalog, timeZone: string) {
    this.#catalog = catalog;
    this.timeZone = timeZone;
  }

  now(): Date {
    return this.#catalog.clock();
  }

  tonight(): IsoDate {
    return tonightAt(this.now(), this.timeZone);
  }

  /** Visible clubs (hidden ones are never named), read once per question. */
  async clubs(): Promise<ClubRow[]> {
    this.#names ??= await findVisibleClubs(this.#catalog.db);
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
