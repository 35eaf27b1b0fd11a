import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ClubImage, ClubView, ListClubsResponse } from '../../shared/api/clubs-schema.ts';
import { guestlistClosingInstant } from '../../shared/closing-time.ts';
import {
  CLUBS_PAGE_SIZE,
  compareClubs,
  GENDERS,
  type Gender,
  guestlistState,
  isClubListed,
  type ListingFilter,
} from '../../shared/clubs.ts';
import { addDays, type IsoDate, todayIn } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { toClubImage } from '../images/club-image-view.ts';
import { findVisibleClubImages } from '../images/club-images-repository.ts';
import { toClubProfile } from './club-profile.ts';
import {
  type ClubRow,
  findClubById,
  findOpenGuestlistDatesFrom,
  findOpenGuestlistDatesOn,
  findVisibleClubs,
} from './clubs-repository.ts';

interface Snapshot {
  clubs: ClubRow[];
  byId: Map<string, ClubRow>;
  /** `clubId|date` for every open guestlist date on or after `from`. */
  openDates: Set<string>;
  from: IsoDate;
  /** Each club's photo, by club id (a change arrives as a `clubs` event, like any club change). */
  images: Map<string, ClubImage>;
  loadedAt: number;
  /** Serialised pages by filter and offset, each good until the next closing time it shows passes. */
  answers: Map<string, PreparedPage>;
}

export type ContentEncoding = 'br' | 'gzip';

/** One page of the listing, serialised once and compressed at most once per encoding. */
export interface PreparedPage {
  json: Buffer;
  validFrom: number;
  validUntil: number;
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

const brotli = (input: Buffer, options: zlib.BrotliOptions) => promisify(zlib.brotliCompress)(input, options);
const gzip = (input: Buffer, options: zlib.ZlibOptions) => promisify(zlib.gzip)(input, options);

/**
 * The page in `encoding`, compressed the first time it is asked for and kept with the page: a change
 * (or a closing time passing) makes a new page, so each version is compressed once, not per request.
 * Off the event loop (zlib's thread pool); brotli at quality 9, where its size is within a few per
 * cent of 11 for a fraction of the time.
 */
export function encodedPage(page: PreparedPage, encoding: ContentEncoding): Promise<Buffer> {
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotli(page.json, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.json.length,
            },
          })
        : gzip(page.json, { level: 6 });
    page.encoded.set(encoding, encoded);
  }
  return encoded;
}

// Notifications keep the snapshot fresh; the age limit only bounds the damage of a missed one.
const MAX_SNAPSHOT_AGE_MS = 60_000;

// Bounds the memory a client can make us spend by asking for many different dates.
const MAX_CACHED_ANSWERS = 512;

const key = (clubId: string, date: IsoDate) => `${clubId}|${date}`;

/**
 * The clubs listing, read from an in-memory snapshot of the visible clubs and their open dates.
 * The listing is read on every home-page visit and changes rarely; every change arrives as a
 * database notification (see LiveBus), which drops the snapshot in every server process.
 */
export class ClubsCatalog {
  #snapshot: Snapshot | undefined;
  #loading: Promise<Snapshot> | undefined;
  #generation = 0;

  readonly db: Database;
  readonly clock: () => Date;

  constructor(db: Database, clock: () => Date = () => new Date()) {
    this.db = db;
    this.clock = clock;
  }

  invalidate(): void {
    this.#generation++;
    this.#snapshot = undefined;
    // A load under way may have read the data before this change: callers from now on start a new one.
    this.#loading = undefined;
  }

  /**
   * A visible club as the snapshot holds it, for the hot paths that read one club per request (a
   * join). A change reaches every process's snapshot through the same notification that refreshes
   * the listing; a club not in it (hidden, deleted, or too new) is read from the database.
   */
  async visibleClub(id: string): Promise<ClubRow | undefined> {
    return (await this.#current(this.clock())).byId.get(id) ?? (await findClubById(this.db, id));
  }

  /** Every visible club, from the snapshot (the concierge reads names and prices from it). */
  async visibleClubs(): Promise<readonly ClubRow[]> {
    return (await this.#current(this.clock())).clubs;
  }

  async list(filter: ListingFilter): Promise<ListClubsResponse> {
    const now = this.clock();
    return this.#answer(await this.#current(now), filter, now);
  }

  /**
   * One page of `list` (CLUBS_PAGE_SIZE clubs from `offset`), serialised, and reused until the
   * data changes or a closing time in it passes: the home page asks the same few questions all night.
   */
  async listPage(filter: ListingFilter, offset = 0): Promise<PreparedPage> {
    const now = this.clock();
    const snapshot = await this.#current(now);
    const cacheKey = `${filter.date}|${filter.gender}|${filter.type}|${offset}`;
    const cached = snapshot.answers.get(cacheKey);
    // Checked on both sides: a clock set back (NTP, tests) must not revive an older answer.
    if (cached && cached.validFrom <= now.getTime() && now.getTime() < cached.validUntil) return cached;

    const answer = await this.#answer(snapshot, filter, now);
    const clubs = answer.clubs.slice(offset, offset + CLUBS_PAGE_SIZE);
    const next = offset + clubs.length;
    const page: ListClubsResponse = {
      ...answer,
      clubs,
      total: answer.clubs.length,
      nextOffset: next < answer.clubs.length ? next : null,
    };
    const prepared: PreparedPage = {
      // Kept as UTF-8 bytes: encoding the same string for every response was the route's largest cost.
      json: Buffer.from(JSON.stringify(page)),
      validFrom: now.getTime(),
      // The whole answer's next change: a closing time on a later page also moves this page's clubs.
      validUntil: nextStateChange(answer, now),
      encoded: new Map(),
    };
    if (filter.date >= snapshot.from) {
      if (snapshot.answers.size >= MAX_CACHED_ANSWERS) snapshot.answers.clear();
      snapshot.answers.set(cacheKey, prepared);
    }
    return prepared;
  }

  async #answer(snapshot: Snapshot, filter: ListingFilter, now: Date): Promise<ListClubsResponse> {
    const openOnDate =
      filter.date >= snapshot.from
        ? (clubId: string) => snapshot.openDates.has(key(clubId, filter.date))
        : await this.#openOnPastDate(filter.date);

    const listed = snapshot.clubs
      .filter((club) => isClubListed(club, openOnDate(club.id), filter))
      .sort(compareClubs)
      .map((club) => toClubView(club, filter.date, now, snapshot.images.get(club.id) ?? null));
    return {
      date: filter.date,
      gender: filter.gender,
      type: filter.type,
      clubs: listed,
      total: listed.length,
      nextOffset: null,
    };
  }

  async #openOnPastDate(date: IsoDate) {
    const rows = await findOpenGuestlistDatesOn(this.db, date);
    const open = new Set(rows.map((row) => row.clubId));
    return (clubId: string) => open.has(clubId);
  }

  async #current(now: Date): Promise<Snapshot> {
    const snapshot = this.#snapshot;
    if (snapshot && now.getTime() - snapshot.loadedAt < MAX_SNAPSHOT_AGE_MS) return snapshot;
    if (!this.#loading) {
      const generation = this.#generation;
      const loading: Promise<Snapshot> = this.#load(now)
        .then((loaded) => {
          // A change that arrived while loading may not be in what we read: do not keep it.
          if (generation === this.#generation) this.#snapshot = loaded;
          return loaded;
        })
        .finally(() => {
          if (this.#loading === loading) this.#loading = undefined;
        });
      this.#loading = loading;
    }
    return this.#loading;
  }

  async #load(now: Date): Promise<Snapshot> {
    // Two days back covers "today" in every time zone on Earth.
    const from = addDays(todayIn(now, 'UTC'), -2);
    const [clubs, dates, images] = await Promise.all([
      findVisibleClubs(this.db),
      findOpenGuestlistDatesFrom(this.db, from),
      findVisibleClubImages(this.db),
    ]);
    return {
      clubs,
      byId: new Map(clubs.map((club) => [club.id, club])),
      openDates: new Set(dates.map((row) => key(row.clubId, row.date))),
      from,
      images: new Map(images.map((row) => [row.clubId, toClubImage(row)])),
      loadedAt: now.getTime(),
      answers: new Map(),
    };
  }
}

/** The first instant after `now` at which a list in `answer` closes, and so the answer changes. */
function nextStateChange(answer: ListClubsResponse, now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const club of answer.clubs) {
    for (const gender of GENDERS) {
      const closes = Date.parse(club.guestlistOptions[gender].closesAtInstant);
      if (closes > now.getTime() && closes < next) next = closes;
    }
  }
  return next;
}

export function toClubView(club: ClubRow, date: IsoDate, now: Date, image?: ClubImage | null): ClubView {
  const option = (gender: Gender) => {
    const o = club.guestlistOptions[gender];
    const state = guestlistState(o, date, club.timeZone, now);
    return {
      enabled: o.enabled,
      details: o.details,
      closesAt: o.closesAt,
      closesAtInstant: guestlistClosingInstant(date, o.closesAt, club.timeZone).toISOString(),
      state,
      isAvailable: state === 'open',
    };
  };
  const [female, male] = GENDERS.map(option) as [ReturnType<typeof option>, ReturnType<typeof option>];
  return {
    ...toClubProfile(club),
    guestlistOptions: { female, male },
    image,
  };
}
