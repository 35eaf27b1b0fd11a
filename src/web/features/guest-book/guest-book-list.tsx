import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState } from 'react';
import {
  type GuestBookFilter,
  type GuestBookSort,
  LAPSED_DAYS,
  REGULAR_VISITS,
} from '../../../shared/api/admin/guest-book-schema.ts';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { ClubSelect } from '../../components/club-select.tsx';
import { LoadingSpinner } from '../../components/load-states.tsx';
import { paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { guestBookParams, useGuestBook, useManagedClubs } from './api.ts';
import { guestSummary, visitDate } from './guest-format.ts';

const FILTERS: { value: GuestBookFilter; label: string; hint: string }[] = [
  {
    value: 'regulars',
    label: 'Regulars',
    hint: `${REGULAR_VISITS}+ visits, one in the last ${LAPSED_DAYS} days`,
  },
  {
    value: 'lapsed',
    label: 'Lapsed regulars',
    hint: `${REGULAR_VISITS}+ visits, none in ${LAPSED_DAYS} days`,
  },
  { value: 'top_spenders', label: 'Top spenders', hint: 'spent at a table, most first' },
  { value: 'no_show_prone', label: 'No-show prone', hint: '2+ no-shows, a third of their nights or more' },
];

const SORTS: { value: GuestBookSort; label: string }[] = [
  { value: 'recent', label: 'Last seen' },
  { value: 'name', label: 'Name' },
  { value: 'spend', label: 'Spend' },
  { value: 'visits', label: 'Visits' },
];

/** The guest book: search, filter chips, sort, a page at a time, and the CSV of what is shown. */
export function GuestBookList() {
  const [clubId, setClubId] = useState('all');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<GuestBookFilter | null>(null);
  const [sort, setSort] = useState<GuestBookSort>('recent');
  const clubs = useManagedClubs();
  const ask = { clubId: clubId === 'all' ? null : clubId, q: useDeferredValue(q), filter, sort };
  const book = useGuestBook(ask);
  const guests = book.data?.pages.flatMap((page) => page.guests) ?? [];
  const first = book.data?.pages[0];
  // A platform admin, or a manager of several clubs and no whole venue, says which book: the first club.
  const mustPick = book.error instanceof ApiRequestError && book.error.code === 'pick_scope';
  const firstClub = clubs.data?.clubs[0]?.id;
  useEffect(() => {
    if (mustPick && clubId === 'all' && firstClub) setClubId(firstClub);
  }, [mustPick, clubId, firstClub]);
  const pickFilter = (value: GuestBookFilter) => {
    const next = filter === value ? null : value;
    setFilter(next);
    if (next === 'top_spenders') setSort('spend');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <TextField
          label="Search by name or phone"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          sx={{ flex: '1 1 260px' }}
        />
        <ClubSelect
          clubs={clubs.data?.clubs ?? []}
          allLabel="All my clubs"
          value={clubId}
          onChange={setClubId}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
        />
        <TextField
          select
          label="Sort by"
          value={sort}
          onChange={(event) => setSort(event.target.value as GuestBookSort)}
          sx={{ flex: { xs: '1 1 40%', sm: '0 1 160px' } }}
        >
          {SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="ghost"
          startIcon={<DownloadIcon />}
          component="a"
          href={`/api/admin/guest-book/export?${guestBookParams(ask)}`}
          download
          sx={{
            flex: { xs: '1 1 40%', sm: '0 0 auto' },
            minHeight: 44,
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          CSV
        </Button>
      </Box>
      <Box role="group" aria-label="Filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {FILTERS.map((option) => (
          <Chip
            key={option.value}
            label={option.label}
            title={option.hint}
            aria-pressed={filter === option.value}
            color={filter === option.value ? 'primary' : 'default'}
            variant={filter === option.value ? 'filled' : 'outlined'}
            onClick={() => pickFilter(option.value)}
            sx={{ minHeight: 44, borderRadius: 22, px: 0.5 }}
          />
        ))}
      </Box>
      {first && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {first.scope.name} · nights through {first.through ? visitDate(first.through) : '–'}
          {first.adding ? ' · last night’s figures are being added' : ''}
          {filter ? ` · ${FILTERS.find((f) => f.value === filter)?.hint}` : ''}
        </Typography>
      )}
      {book.isPending && <LoadingSpinner label="Loading the guest book" py={6} />}
      {book.isError && !mustPick && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {book.error.message}
        </Alert>
      )}
      {book.data && guests.length === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {q || filter
            ? 'No guest matches. Try fewer letters or another filter.'
            : 'No guests yet: nights land here the morning after.'}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Guests"
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: book.isPlaceholderData ? 0.6 : 1 }}
      >
        {guests.map((guest) => (
          <Box component="li" key={guest.userId} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
            <Box
              component={RouterLink}
              to={paths.adminGuest.getHref(guest.userId, ask.clubId)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 56,
                py: 1,
                px: 0.5,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {guest.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPhoneNumber(guest.phoneNumber)}
                  </Box>
                  {' · '}
                  {guestSummary(guest.figures)}
                </Typography>
              </Box>
              <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
            </Box>
          </Box>
        ))}
      </Box>
      {book.hasNextPage && (
        <Button
          variant="ghost"
          fullWidth
          onClick={() => book.fetchNextPage()}
          disabled={book.isFetchingNextPage}
          sx={{ mt: 2, minHeight: 44, border: '1px solid', borderColor: 'divider' }}
        >
          {book.isFetchingNextPage ? 'LOADING…' : 'MORE GUESTS'}
        </Button>
      )}
    </Box>
  );
}
