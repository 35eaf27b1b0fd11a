import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  GUEST_CARE_LIMITS,
  type GuestCare,
  type GuestNotesPage,
  type GuestTag,
  type GuestTagInput,
} from '../../../shared/api/guest-care-schema.ts';
import { GuestBanControl } from '../../components/guest-ban-control.tsx';
import { ApiRequestError, apiGet, apiSend } from '../../lib/api-client.ts';
import { useLocation } from '../../lib/router.tsx';

// A venue's tags, notes and ban on one guest (docs/decisions/041). The club in the address
// (`clubId`, or `?club=` as the dashboard keeps it, or the guest book's `?clubId=`) names the venue;
// else the first club the caller runs.

const TARGET = { minHeight: 44 };

export function tagLabel(tag: GuestTag | GuestTagInput): string {
  if (tag.kind === 'vip') return 'VIP';
  if (tag.kind === 'industry') return 'INDUSTRY';
  if (tag.kind === 'birthday') return `BIRTHDAY ${tag.birthday ?? ''}`.trim();
  return (tag.label ?? '').toUpperCase();
}

const toInput = (tag: GuestTag): GuestTagInput =>
  tag.kind === 'custom'
    ? { kind: 'custom', label: tag.label }
    : tag.kind === 'birthday'
      ? { kind: 'birthday', birthday: tag.birthday ?? undefined }
      : { kind: tag.kind };

const errorText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong: try again.';

function useCareClub(given: string | null | undefined): string | null {
  const search = new URLSearchParams(useLocation().search);
  const requested = given ?? search.get('club') ?? search.get('clubId');
  const clubs = useQuery({
    queryKey: ['guest-care-clubs'],
    queryFn: ({ signal }) => apiGet<{ clubs: { id: string }[] }>('/api/admin/clubs', signal),
    enabled: requested === null,
  });
  return requested ?? clubs.data?.clubs[0]?.id ?? null;
}

function TagsEditor({ care, save }: { care: GuestCare; save: (tags: GuestTagInput[]) => void }) {
  const [kind, setKind] = useState<GuestTagInput['kind']>('vip');
  const [label, setLabel] = useState('');
  const [birthday, setBirthday] = useState('');
  const tags = care.tags.map(toInput);
  const add = () => {
    const tag: GuestTagInput =
      kind === 'custom'
        ? { kind, label: label.trim() }
        : kind === 'birthday'
          ? { kind, birthday: birthday.slice(5) }
          : { kind };
    save([...tags, tag]);
    setLabel('');
  };
  const ready = kind === 'custom' ? label.trim() !== '' : kind === 'birthday' ? birthday !== '' : true;
  return (
    <Box component="section" aria-labelledby="guest-tags-title">
      <Typography id="guest-tags-title" variant="h6" component="h2">
        Tags
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        {care.tags.length === 0 && <Typography color="text.secondary">No tags yet.</Typography>}
        {care.tags.map((tag, index) => (
          <Chip
            key={`${tag.kind}-${tag.label}`}
            label={tagLabel(tag)}
            color={tag.kind === 'vip' ? 'secondary' : 'default'}
            onDelete={() => save(tags.filter((_, i) => i !== index))}
            sx={TARGET}
          />
        ))}
      </Stack>
      {care.tags.length < GUEST_CARE_LIMITS.tags && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <TextField
            select
            label="Tag"
            value={kind}
            onChange={(event) => setKind(event.target.value as GuestTagInput['kind'])}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="vip">VIP</MenuItem>
            <MenuItem value="birthday">Birthday</MenuItem>
            <MenuItem value="industry">Industry</MenuItem>
            <MenuItem value="custom">Your own word</MenuItem>
          </TextField>
          {kind === 'custom' && (
            <TextField
              label="Word"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
              slotProps={{ htmlInput: { maxLength: GUEST_CARE_LIMITS.label } }}
            />
          )}
          {kind === 'birthday' && (
            <TextField
              type="date"
              label="Birthday"
              value={birthday}
              onChange={(event) => setBirthday(event.target.value)}
              helperText="Only the month and day are kept"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Button variant="outlined" onClick={add} disabled={!ready} sx={TARGET}>
            ADD TAG
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function Notes({
  care,
  write,
  url,
}: {
  care: GuestCare;
  write: (body: string) => Promise<unknown>;
  url: string;
}) {
  const [body, setBody] = useState('');
  // Older pages, 20 notes each, read on request (the panel's answer carries the newest page).
  const [older, setOlder] = useState<GuestNotesPage[]>([]);
  const next = (older.at(-1) ?? care.notes).nextBefore;
  const more = useMutation({
    mutationFn: (before: string) =>
      apiGet<GuestNotesPage>(`${url}/notes?before=${encodeURIComponent(before)}`),
    onSuccess: (page) => setOlder((pages) => [...pages, page]),
  });
  const notes = [...care.notes.notes, ...older.flatMap((page) => page.notes)];
  return (
    <Box component="section" aria-labelledby="guest-notes-title">
      <Typography id="guest-notes-title" variant="h6" component="h2">
        Notes
      </Typography>
      <Alert severity="info" role="note" sx={{ my: 1 }}>
        A guest may ask to see what is written about them: write only what you would show them.
      </Alert>
      <TextField
        label="New note"
        multiline
        minRows={2}
        fullWidth
        value={body}
        onChange={(event) => setBody(event.target.value)}
        helperText={`${body.length}/${GUEST_CARE_LIMITS.note}`}
        slotProps={{ htmlInput: { maxLength: GUEST_CARE_LIMITS.note } }}
      />
      <Button
        variant="contained"
        disabled={body.trim() === ''}
        onClick={() => void write(body).then(() => setBody(''))}
        sx={{ ...TARGET, mt: 1 }}
      >
        SAVE NOTE
      </Button>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
        {notes.map((note) => (
          <li key={note.id}>
            <Typography variant="body2" color="text.secondary">
              {new Date(note.at).toLocaleDateString()} · {note.author ?? 'Former staff'}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
          </li>
        ))}
      </Box>
      {next && (
        <Button
          variant="text"
          disabled={more.isPending}
          onClick={() => more.mutate(next)}
          sx={{ ...TARGET, mt: 1 }}
        >
          OLDER NOTES
        </Button>
      )}
    </Box>
  );
}

/** The tags editor, the notes and the ban control of one guest at the current venue. */
export function GuestCarePanel({ userId, clubId: given }: { userId: string; clubId?: string | null }) {
  const clubId = useCareClub(given);
  const queryClient = useQueryClient();
  const url = `/api/admin/clubs/${encodeURIComponent(clubId ?? '')}/guests/${encodeURIComponent(userId)}/care`;
  const key = ['admin-guest-care', clubId, userId];
  const care = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<GuestCare>(url, signal),
    enabled: clubId !== null,
  });
  const change = useMutation({
    mutationFn: (call: { method: 'PUT' | 'POST' | 'DELETE'; tail: string; body?: unknown }) =>
      apiSend<GuestCare>(call.method, `${url}${call.tail}`, call.body),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({ queryKey: ['admin-audit'] });
    },
  });
  if (care.isError) {
    // A club no venue runs yet has no tags to keep: a fact to tell, not a failure.
    const noVenue = care.error instanceof ApiRequestError && care.error.code === 'no_venue';
    return <Alert severity={noVenue ? 'info' : 'error'}>{errorText(care.error)}</Alert>;
  }
  if (!care.data) return <Typography color="text.secondary">Loading the guest’s tags and notes…</Typography>;
  const data = care.data;
  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }} aria-label={`Tags, notes and ban of ${data.guest.name}`}>
      {change.isError && <Alert severity="error">{errorText(change.error)}</Alert>}
      <Typography variant="h5" component="h2">
        {data.guest.name}
      </Typography>
      <Typography>
        {data.visits === 0 ? 'No visit yet' : `${data.visits} night${data.visits === 1 ? '' : 's'} in`} at{' '}
        {data.venue.name}
      </Typography>
      <TagsEditor
        care={data}
        save={(tags) => change.mutate({ method: 'PUT', tail: '/tags', body: { tags } })}
      />
      <Notes
        care={data}
        write={(body) => change.mutateAsync({ method: 'POST', tail: '/notes', body: { body } })}
        url={url}
      />
      <GuestBanControl
        care={data}
        ban={(body) => change.mutate({ method: 'PUT', tail: '/ban', body })}
        lift={() => change.mutate({ method: 'DELETE', tail: '/ban' })}
      />
    </Stack>
  );
}
