import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { formatClubTime, formatCountdown } from '../../../lib/club-time.ts';
import { formatEventDate } from '../../../lib/event-date.ts';
import { invalidateMemberQueries } from '../../../lib/member-query-keys.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRespondToOffer } from '../api/respond-to-offer.ts';
import { isOfferOpen } from '../pass-status.ts';

/**
 * "A spot opened for you — claim by 22:45": the offer of a freed spot, with a countdown to its
 * deadline and CLAIM / NOT TONIGHT. The deadline is said in words once (the countdown is for the
 * eye, hidden from screen readers so it does not speak every second).
 */
export function SpotOffer({ entry }: { entry: GuestlistEntry }) {
  const titleId = useId();
  const noteId = useId();
  const now = useNow(1_000);
  const respond = useRespondToOffer();
  const queryClient = useQueryClient();
  const open = isOfferOpen(entry, now);
  const { offer } = entry;
  const expired = offer?.state === 'open' && !open;
  // At the deadline the server has the last word: read the pass again.
  useEffect(() => {
    if (expired) void invalidateMemberQueries(queryClient);
  }, [expired, queryClient]);
  if (offer?.state !== 'open') return null;

  const by = formatClubTime(offer.expiresAt, entry.club.timeZone);
  const left = new Date(offer.expiresAt).getTime() - now.getTime();
  const send = (response: 'claim' | 'decline') => respond.mutate({ entryId: entry.id, response });

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      sx={{
        border: '2px solid',
        borderColor: 'primary.main',
        borderRadius: 2,
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.25 }}>
        A spot opened for you — claim by {by}
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, mt: -0.5 }}>
        {entry.club.name} · {formatEventDate(entry.date)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} aria-hidden>
        <Typography
          component="span"
          sx={{
            fontSize: '2.6rem',
            fontWeight: 800,
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {open ? formatCountdown(left) : '0:00'}
        </Typography>
        <Typography component="span" color="text.secondary">
          left
        </Typography>
      </Box>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {open
          ? `Claim it by ${by} club time and you are on the list. If you can't make it, say so: the spot goes to the next party.`
          : 'Time is up: checking whether the spot is still yours...'}
      </Typography>
      {respond.isError && (
        <Typography role="alert" color="error" variant="body2">
          {respond.error.message}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          disabled={!open || respond.isPending}
          onClick={() => send('claim')}
          sx={{ minHeight: 52, fontWeight: 800, fontSize: '1.1rem' }}
        >
          {respond.isPending && respond.variables?.response === 'claim' ? 'CLAIMING...' : 'CLAIM'}
        </Button>
        <Button
          variant="outlined"
          size="large"
          disabled={!open || respond.isPending}
          onClick={() => send('decline')}
          sx={{ minHeight: 52 }}
        >
          NOT TONIGHT
        </Button>
      </Box>
    </Box>
  );
}
