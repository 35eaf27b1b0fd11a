import type { EventTypeFilter, Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';

/** The party a join link starts the form with: ladies and men, the member counted in. */
export interface JoinPrefill {
  ladies: number;
  men: number;
}

/** What a booking link starts the form with. */
export interface ReservePrefill {
  partySize?: number;
  tableTypeId?: string | null;
}

/** The query parameters of a prefilled form (the pages read them with lib/form-prefill.ts). */
export const PREFILL_PARAMS = {
  ladies: 'ladies',
  men: 'men',
  partySize: 'party',
  tableTypeId: 'table',
} as const;

/** Every route of SPEC §2, in one place. */
export const paths = {
  home: {
    path: '/',
    getHref: (query: { date?: IsoDate; gender?: Gender; type?: EventTypeFilter } = {}) => {
      const params = new URLSearchParams();
      if (query.date) params.set('date', query.date);
      if (query.gender) params.set('gender', query.gender);
      if (query.type && query.type !== 'all') params.set('type', query.type);
      const search = params.toString();
      return search ? `/?${search}` : '/';
    },
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  passes: { path: '/passes', getHref: () => '/passes' },
  pass: { path: '/passes/:passId', getHref: (passId: string) => `/passes/${encodeURIComponent(passId)}` },
  /** A guest pass's claim link (decision 039), and the guest's own pass once claimed. */
  claim: { path: '/claim/:token', getHref: (token: string) => `/claim/${encodeURIComponent(token)}` },
  guestPass: {
    path: '/guest-passes/:guestPassId',
    getHref: (id: string) => `/guest-passes/${encodeURIComponent(id)}`,
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  reservation: {
    path: '/my-reservations/:reservationId',
    getHref: (reservationId: string) => `/my-reservations/${encodeURIComponent(reservationId)}`,
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  about: { path: '/about', getHref: () => '/about' },
  admin: { path: '/admin', getHref: () => '/admin' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  scan: { path: '/scan', getHref: () => '/scan' },
  adminDashboard: {
    path: '/admin/dashboard',
    getHref: (hash?: string) => `/admin/dashboard${hash ? `#${hash}` : ''}`,
  },
  adminReporting: { path: '/admin/reporting', getHref: () => '/admin/reporting' },
  adminExport: { path: '/admin/export-guestlist', getHref: () => '/admin/export-guestlist' },
  adminTeam: { path: '/admin/team', getHref: () => '/admin/team' },
  adminGuests: { path: '/admin/guests', getHref: () => '/admin/guests' },
  adminGuest: {
    path: '/admin/guests/:userId',
    /** `clubId`: one club's history (a manager of several picks it); none, the whole venue's. */
    getHref: (userId: string, clubId?: string | null) =>
      `/admin/guests/${encodeURIComponent(userId)}${clubId ? `?clubId=${encodeURIComponent(clubId)}` : ''}`,
  },
  joinGuestlist: {
    path: '/join-guestlist/:clubId',
    /**
     * `gender` when the join screen would not infer it (from the visitor's saved choice); `party` to
     * start its steppers with (the screen clamps it to the club's limits and the lists that are open).
     */
    getHref: (clubId: string, date: IsoDate, gender?: Gender, party?: JoinPrefill) => {
      const params = new URLSearchParams({ date });
      if (gender) params.set('gender', gender);
      if (party) {
        params.set(PREFILL_PARAMS.ladies, String(party.ladies));
        params.set(PREFILL_PARAMS.men, String(party.men));
      }
      return `/join-guestlist/${encodeURIComponent(clubId)}?${params}`;
    },
  },
  reserve: {
    path: '/reserve/:clubId',
    /** `prefill`: the party size and table to start the form with (clamped there to what the club allows). */
    getHref: (clubId: string, date: IsoDate, prefill: ReservePrefill = {}) => {
      const params = new URLSearchParams({ date });
      if (prefill.partySize !== undefined) params.set(PREFILL_PARAMS.partySize, String(prefill.partySize));
      if (prefill.tableTypeId) params.set(PREFILL_PARAMS.tableTypeId, prefill.tableTypeId);
      return `/reserve/${encodeURIComponent(clubId)}?${params}`;
    },
  },
  profileCompletion: { path: '/profile-completion', getHref: () => '/profile-completion' },
  aiAssistant: { path: '/ai-assistant/*', getHref: () => '/ai-assistant' },
  /** A promoter's shared link: remembers who invited, then opens the club's night. */
  promoterLink: { path: '/p/:code', getHref: (code: string) => `/p/${encodeURIComponent(code)}` },
  /** A promoter's own page: links, tonight's guests, past nights; `club` and `night` pick tonight's view. */
  promoter: {
    path: '/promoter',
    getHref: (query: { club?: string; night?: IsoDate } = {}) => {
      const params = new URLSearchParams();
      if (query.club) params.set('club', query.club);
      if (query.night) params.set('night', query.night);
      const search = params.toString();
      return search ? `/promoter?${search}` : '/promoter';
    },
  },
} as const;

/** The dashboard anchor that the GUESTLIST DATES menu item opens. */
export const GUESTLIST_DATES_SECTION = 'guestlist-availability';

/** SPEC §2: header and footer are hidden on these paths (and on the separate assistant screen). */
export function isChromelessPath(pathname: string): boolean {
  return (
    pathname.startsWith('/admin') || pathname.startsWith('/scan') || pathname.startsWith('/ai-assistant')
  );
}

/** The navigation state that carries the chosen date to the join and reserve screens (SPEC §2). */
export interface EventDateState {
  selectedEventDate: IsoDate;
}

/** The navigation state a fresh join hands to its pass, so the pass greets with the confirmation. */
export interface JustJoinedState {
  justJoined: true;
}

/** The navigation state a fresh reservation request hands to its page, so it greets with "Request sent". */
export interface JustRequestedState {
  justRequested: true;
}
