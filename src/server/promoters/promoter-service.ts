import crypto from 'node:crypto';
import type { PromoterLink } from '../../shared/api/promoter-schema.ts';
import { PROMOTER_NIGHT_PAGE, promoterRatesView } from '../../shared/api/promoter-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { adminPhoneVariants } from '../../shared/phone.ts';
import { clubFilter, ROLE_MESSAGES, requireClub, type StaffMember } from '../auth/require-role.ts';
import type { StaffDeps } from '../auth/staff-deps.ts';
import { findClubById, findClubsByIds } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { nightFigures, sumFigures } from './promoter-figures.ts';
import {
  findGuestAllowances,
  findLink,
  findLinks,
  findPromotedParties,
  findPromoterFigures,
  insertLink,
  type PromoterLinkRow,
} from './promoters-repository.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock'>;

/** Links a promoter holds at most (a club link and a few nights' each, over a season). */
const LINKS_MAX = 500;

/** 10 characters of [a-z0-9] (~51 bits): short to type, too many to guess. */
function newCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(10);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

const toLink = (row: PromoterLinkRow): PromoterLink => ({
  code: row.code,
  clubId: row.clubId,
  date: row.date,
  path: `/p/${row.code}`,
});

/** The clubs the caller promotes, each with the caller's links there and the club's rates. */
export async function promoterClubs(deps: Deps, staff: StaffMember) {
  const ids = [...staff.roles.clubs.promoter];
  const [clubs, links, allowances] = await Promise.all([
    ids.length > 0 ? findClubsByIds(deps.db, ids) : [],
    findLinks(deps.db, staff.user.id, LINKS_MAX),
    findGuestAllowances(deps.db, adminPhoneVariants(staff.user.phoneNumber), ids),
  ]);
  return {
    clubs: clubs
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((club) => ({
        id: club.id,
        name: club.name,
        timeZone: club.timeZone,
        rates: promoterRatesView(club.promoterRates),
        links: links.filter((link) => link.clubId === club.id).map(toLink),
        guestAllowance: allowances.get(club.id) ?? 0,
      })),
  };
}

/** The caller's link for a club they promote (and one night of it): made on first ask, then the same. */
export async function promoterLink(
  deps: Deps,
  staff: StaffMember,
  clubId: string,
  date: IsoDate | null,
): Promise<PromoterLink> {
  requireClub(staff, 'promote', clubId);
  const existing = await findLink(deps.db, staff.user.id, clubId, date);
  if (existing) return toLink(existing);
  const made = await insertLink(deps.db, {
    code: newCode(),
    promoterUserId: staff.user.id,
    clubId,
    date,
    createdAt: deps.clock(),
  });
  // Two taps at once: the other request made it.
  const row = made ?? (await findLink(deps.db, staff.user.id, clubId, date));
  if (!row)
    throw new AppError(409, 'link_conflict', 'Making the link collided with another request: try again.');
  return toLink(row);
}

/** The caller's guests at a club on a night, with arrivals as the door records them, and the night's figures. */
export async function promoterNight(
  deps: Deps,
  staff: StaffMember,
  clubId: string,
  date: IsoDate,
  offset: number,
) {
  requireClub(staff, 'promote', clubId);
  const club = await findClubById(deps.db, clubId);
  if (!club) throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
  const where = { clubIds: [clubId], promoterUserId: staff.user.id, from: date, to: date };
  const [figures] = await findPromoterFigures(deps.db, where);
  const parties = await findPromotedParties(
    deps.db,
    { clubId, date, promoterUserId: staff.user.id },
    PROMOTER_NIGHT_PAGE + 1,
    offset,
  );
  return {
    clubId,
    date,
    figures: sumFigures(figures ? [nightFigures(figures, club.promoterRates)] : []),
    parties: parties.slice(0, PROMOTER_NIGHT_PAGE).map((party) => ({
      id: party.entryId,
      name: `${party.firstName} ${party.lastName}`.trim() || 'A guest',
      ladies: party.ladies,
      men: party.men,
      status: party.status,
      arrived: party.arrived,
      selfCheckedIn: party.selfCheckedIn,
      joinedAt: party.joinedAt.toISOString(),
      claimed: party.claimed,
    })),
    nextOffset: parties.length > PROMOTER_NIGHT_PAGE ? offset + PROMOTER_NIGHT_PAGE : null,
  };
}

/**
 * Figures per club night over a range, each night's earnings at its club's rates today: for one
 * promoter (their own page) or every promoter of the clubs a manager runs (the venue's ranking).
 */
export async function promoterNights(
  deps: Deps,
  where: { clubIds: readonly string[] | null; promoterUserId?: string; from: IsoDate; to: IsoDate },
) {
  const rows = await findPromoterFigures(deps.db, where);
  const clubIds = [...new Set(rows.map((row) => row.clubId))];
  const clubs = new Map(
    (clubIds.length > 0 ? await findClubsByIds(deps.db, clubIds) : []).map((c) => [c.id, c]),
  );
  return rows.flatMap((row) => {
    const club = clubs.get(row.clubId);
    return club ? [{ row, club, figures: nightFigures(row, club.promoterRates) }] : [];
  });
}

/** The caller's own nights and totals over a range. */
export async function promoterSummary(deps: Deps, staff: StaffMember, from: IsoDate, to: IsoDate) {
  const nights = await promoterNights(deps, {
    clubIds: clubFilter(staff, 'promote'),
    promoterUserId: staff.user.id,
    from,
    to,
  });
  return {
    nights: nights.map(({ row, club, figures }) => ({
      clubId: club.id,
      clubName: club.name,
      date: row.date,
      figures,
    })),
    totals: sumFigures(nights.map((night) => night.figures)),
  };
}
