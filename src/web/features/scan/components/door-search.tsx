import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import type { DoorPass } from '../../../../shared/api/door-schema.ts';
import { GuestNameList } from '../../../components/guest-name-list.tsx';
import { MIN_SEARCH_LENGTH, useDoorSearch } from '../api/search-door.ts';
import { partySummary } from '../verdict.ts';

const allIn = (pass: DoorPass) => pass.remaining === 0 && pass.arrived > 0;

function statusLine(pass: DoorPass): string {
  if (allIn(pass)) return 'All in';
  if (pass.arrived > 0) return `${pass.arrived} in · ${pass.remaining} to come`;
  return pass.status;
}

/** When a phone will not scan: find the pass by name, a guest's name or phone digits, then admit. */
export function DoorSearch({
  clubId,
  date,
  disabled,
  onAdmit,
}: {
  clubId: string;
  date: string;
  disabled: boolean;
  onAdmit(pass: DoorPass): void;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useDoorSearch(clubId, date, q);
  const results = q.length >= MIN_SEARCH_LENGTH ? (search.data?.results ?? []) : [];

  return (
    <Box component="section" aria-labelledby="door-search-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="door-search-heading" component="h2" sx={{ fontWeight: 800, letterSpacing: '0.06em' }}>
        SEARCH
      </Typography>
      <TextField
        label="Name or phone"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
        autoComplete="off"
        helperText={
          q.length > 0 && q.length < MIN_SEARCH_LENGTH
            ? 'Type at least 2 letters or digits'
            : 'For a phone that will not scan: the guest’s name, a guest name or phone digits'
        }
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {search.isError && q.length >= MIN_SEARCH_LENGTH && (
        <Typography role="alert" color="error">
          {search.error.message}
        </Typography>
      )}
      {q.length >= MIN_SEARCH_LENGTH && search.isSuccess && results.length === 0 && (
        <Typography role="status" color="text.secondary">
          Nobody on tonight's list matches “{q}”.
        </Typography>
      )}
      {results.length > 0 && (
        <Box
          component="ul"
          aria-label="Search results"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {results.map((pass) => (
            <Box
              component="li"
              key={`${pass.kind}-${pass.id}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                  {pass.holderName}{' '}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                    ···{pass.phoneLast4}
                  </Box>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {pass.kind === 'reservation' ? 'Table · ' : ''}
                  {partySummary(pass)} · {statusLine(pass)}
                </Typography>
                {pass.guestNames.length > 0 && (
                  <Typography variant="body2" color="text.secondary" component="div">
                    With
                    <GuestNameList names={pass.guestNames} />
                  </Typography>
                )}
              </Box>
              {/* Everyone in: the button still shows the pass's admissions (when, by whom). */}
              <Button
                variant={allIn(pass) ? 'ghost' : 'neon'}
                disabled={disabled}
                onClick={() => onAdmit(pass)}
                aria-label={`${allIn(pass) ? 'Check' : 'Admit'} ${pass.holderName}`}
                sx={{ minHeight: 48 }}
              >
                {allIn(pass) ? 'CHECK' : 'ADMIT'}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
