import EventIcon from '@mui/icons-material/Event';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { ClubAddress } from '../../../components/club-address.tsx';
import { paths } from '../../../config/paths.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { passCalendarHref } from '../api/get-pass.ts';

type Outcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The phone's share sheet where there is one, else (or when it fails) the clipboard. */
async function shareNight(url: string, title: string, text: string): Promise<Outcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}

const NOTES: Record<Outcome, string> = {
  shared: '',
  cancelled: '',
  copied: 'Link copied: paste it to your friends.',
  failed: 'Could not share the link here.',
};

/**
 * With the club and the night, below the QR (issue 35, item 5): the way there (the address opens
 * maps), the night to share with friends (the club's join screen for that date, never the pass: it
 * is the member's own) and the calendar.
 */
export function PassActions({ entry, nightLabel }: { entry: GuestlistEntry; nightLabel: string }) {
  const [note, setNote] = useState('');
  const cancelled = entry.status === 'cancelled';
  const share = async () => {
    const url = `${window.location.origin}${paths.joinGuestlist.getHref(entry.club.id, entry.date)}`;
    const text = `I'm on the list at ${entry.club.name}, ${nightLabel}. Join me:`;
    setNote(NOTES[await shareNight(url, entry.club.name, text)]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <ClubAddress address={entry.club.address} mapsUrl={entry.club.mapsUrl} />
      {!cancelled && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="ghost" startIcon={<ShareIcon />} onClick={share} sx={{ minHeight: 44 }}>
            SHARE THE NIGHT
          </Button>
          <Button
            variant="ghost"
            href={passCalendarHref(entry.id)}
            download
            startIcon={<EventIcon />}
            sx={{ minHeight: 44 }}
          >
            ADD TO CALENDAR
          </Button>
        </Box>
      )}
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: note ? undefined : 0 }}
      >
        {note}
      </Typography>
    </Box>
  );
}
