import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GuestInvitation, GuestPlace } from '../../../../shared/api/guest-pass-schema.ts';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { useGuestInvitations, useRevokeGuestPass, useSendGuestPass } from '../api/guest-passes.ts';

const PLACE_WORDS: Record<GuestPlace, string> = { lady: 'A lady’s place', man: 'A man’s place' };
const TARGET = { minHeight: 44 };

function stateChip(invitation: GuestInvitation) {
  if (invitation.state === 'arrived')
    return <Chip color="success" label={`${invitation.guestFirstName ?? 'Guest'} · arrived`} />;
  if (invitation.state === 'claimed')
    return <Chip color="primary" label={`Claimed by ${invitation.guestFirstName ?? 'a guest'}`} />;
  return <Chip variant="outlined" label="Sent · not claimed yet" />;
}

/** Shares a fresh claim link: the phone's share sheet where there is one, else the clipboard. */
async function shareLink(url: string, clubName: string): Promise<'shared' | 'copied' | 'failed'> {
  const text = `Your pass for ${clubName}: claim it on your phone`;
  try {
    if (navigator.share) {
      await navigator.share({ title: 'Nightlist guest pass', text, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * "Send passes to your guests" on the leader's pass (decision 039): per place of the party a link to
 * share, then whether its guest claimed it (first name) and arrived. A link is shown once: a lost one
 * is taken back and sent again.
 */
export function SendGuestPasses({ entry }: { entry: GuestlistEntry }) {
  const live = entry.status !== 'cancelled';
  const invitations = useGuestInvitations(entry.id, live && entry.ladies + entry.men > 1);
  const send = useSendGuestPass(entry.id);
  const revoke = useRevokeGuestPass(entry.id);
  const [fresh, setFresh] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  if (!live || entry.ladies + entry.men < 2 || !invitations.data) return null;
  const { unsent } = invitations.data;

  const sendPlace = (place: GuestPlace) =>
    send.mutate(place, {
      onSuccess: async ({ invitation, path }) => {
        const url = `${window.location.origin}${path}`;
        setFresh((links) => ({ ...links, [invitation.id]: url }));
        setNote('');
      },
    });

  const share = async (url: string) => {
    const outcome = await shareLink(url, entry.club.name);
    setNote(
      outcome === 'copied'
        ? 'Link copied: paste it to your guest.'
        : outcome === 'failed'
          ? 'Could not share: copy the link below.'
          : '',
    );
  };

  return (
    <Box component="section" aria-labelledby="guest-passes-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="guest-passes-title" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        Send passes to your guests
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each guest claims their place on their phone and gets their own QR. Places you do not send still come
        in on your pass.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {invitations.data.invitations.map((invitation) => (
          <Box
            component="li"
            key={invitation.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography sx={{ fontWeight: 600, flex: '1 1 auto' }}>
              {PLACE_WORDS[invitation.place]}
            </Typography>
            {/* On a phone the chip and its actions wrap below the place, to the right. */}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                ml: 'auto',
                justifyContent: 'flex-end',
              }}
            >
              {stateChip(invitation)}
              {fresh[invitation.id] && invitation.state === 'sent' && (
                <Button
                  variant="neon"
                  sx={TARGET}
                  onClick={() => share(fresh[invitation.id]!)}
                  aria-label={`Share the link for ${PLACE_WORDS[invitation.place].toLowerCase()}`}
                >
                  SHARE LINK
                </Button>
              )}
              {invitation.state !== 'arrived' && (
                <Button
                  variant="ghost"
                  sx={TARGET}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(invitation.id)}
                  aria-label={`Take back ${PLACE_WORDS[invitation.place].toLowerCase()}`}
                >
                  TAKE BACK
                </Button>
              )}
            </Box>
            {fresh[invitation.id] && invitation.state === 'sent' && (
              <Typography
                variant="body2"
                sx={{ flexBasis: '100%', wordBreak: 'break-all', userSelect: 'all' }}
                data-testid="guest-pass-link"
              >
                {fresh[invitation.id]}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {unsent.total > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {unsent.ladies > 0 && (
            <Button
              variant="outlined"
              sx={TARGET}
              disabled={send.isPending}
              onClick={() => sendPlace('lady')}
            >
              SEND A LADY’S PLACE
            </Button>
          )}
          {unsent.men > 0 && (
            <Button variant="outlined" sx={TARGET} disabled={send.isPending} onClick={() => sendPlace('man')}>
              SEND A MAN’S PLACE
            </Button>
          )}
        </Box>
      )}
      <Typography
        role="status"
        variant="body2"
        color={send.isError || revoke.isError ? 'error' : 'text.secondary'}
      >
        {send.isError ? send.error.message : revoke.isError ? revoke.error.message : note}
      </Typography>
    </Box>
  );
}
