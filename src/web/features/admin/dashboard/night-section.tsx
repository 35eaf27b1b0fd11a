import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { accentText } from '../accent.ts';
import { entriesOfPages, useAdminNight } from '../api/get-admin-night.ts';
import { ClubNightPicker } from '../night/club-night-picker.tsx';
import { EntriesList } from '../night/entries-list.tsx';
import { NightCounts } from '../night/night-counts.tsx';
import { formatNightDate } from '../night/night-date.ts';
import { ReservationsList } from '../night/reservations-list.tsx';
import { useDebouncedValue } from '../night/use-debounced-value.ts';
import { useAdminSelection } from '../use-admin-selection.ts';

type TabName = 'guestlist' | 'reservations';

/**
 * GUESTLISTS AND RESERVATIONS: one club's night, for the door on a phone or the office on a laptop.
 * Joins, cancels and door check-ins refresh it live (the night's live query key).
 */
export function NightSection() {
  const selection = useAdminSelection();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [tab, setTab] = useState<TabName>('guestlist');
  const night = useAdminNight(selection.clubId, selection.date, q);
  // The first page holds the counts and the reservations; every page holds a slice of the guestlist.
  const first = night.data?.pages[0];
  // What the venue knows of the guests of every page loaded (decision 041), under the first page.
  const data = first && {
    ...first,
    recognition: Object.assign({}, ...(night.data?.pages ?? []).map((page) => page.recognition)),
  };
  const entries = night.data ? entriesOfPages(night.data.pages) : [];

  return (
    <Box>
      <ClubNightPicker selection={selection} />
      {night.isPending && selection.clubId !== null && <LoadingSpinner label="Loading the night" py={4} />}
      {night.isError && !data && (
        <RetryAlert retryLabel="TRY AGAIN" onRetry={() => void night.refetch()}>
          {night.error.message}
        </RetryAlert>
      )}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {data.club.name} · {formatNightDate(data.date)}
          </Typography>
          <NightCounts night={data} />
          <TextField
            type="search"
            label="Search by name or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            fullWidth
            sx={{ mb: 1, maxWidth: { md: 420 } }}
            slotProps={{
              htmlInput: { maxLength: 100, autoComplete: 'off' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Tabs
            value={tab}
            onChange={(_, next: TabName) => setTab(next)}
            aria-label="Lists for the night"
            variant="fullWidth"
            sx={{
              maxWidth: { md: 480 },
              borderBottom: '1px solid',
              borderColor: 'divider',
              '& .MuiTab-root.Mui-selected': { color: accentText },
            }}
          >
            <Tab
              value="guestlist"
              id="night-tab-guestlist"
              aria-controls="night-panel-guestlist"
              label={`GUESTLIST (${data.entriesTotal})`}
            />
            <Tab
              value="reservations"
              id="night-tab-reservations"
              aria-controls="night-panel-reservations"
              label={`RESERVATIONS (${data.reservations.length})`}
            />
          </Tabs>
          <Box
            role="tabpanel"
            id={`night-panel-${tab}`}
            aria-labelledby={`night-tab-${tab}`}
            aria-busy={night.isFetching}
            sx={{ opacity: night.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {tab === 'guestlist' ? (
              <>
                <EntriesList night={data} entries={entries} searching={q !== ''} />
                {night.hasNextPage && (
                  <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                    <Button
                      variant="ghost"
                      onClick={() => night.fetchNextPage({ cancelRefetch: false })}
                      disabled={night.isFetchingNextPage}
                    >
                      {night.isFetchingNextPage ? 'LOADING...' : 'LOAD MORE'}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      Showing {entries.length} of {data.entriesTotal} parties
                    </Typography>
                  </Box>
                )}
                {night.isFetchNextPageError && (
                  <Typography color="error" role="alert" sx={{ mt: 1 }}>
                    Could not load more parties. Check the connection and try LOAD MORE again.
                  </Typography>
                )}
              </>
            ) : (
              <ReservationsList night={data} searching={q !== ''} />
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
