import Button from '@mui/material/Button';
import type { GuestlistState } from '../../shared/clubs.ts';

const JOIN_LABELS: Record<GuestlistState, string> = {
  open: 'JOIN GUEST LIST',
  closed_for_night: 'GUESTLIST CLOSED FOR THE NIGHT',
  no_guestlist: 'NO GUESTLIST FOR THIS EVENT',
};

/** SPEC §4: the three states of the join button. */
export function JoinGuestlistButton({ state, onJoin }: { state: GuestlistState; onJoin: () => void }) {
  return (
    <Button variant="neon" fullWidth disabled={state !== 'open'} onClick={onJoin}>
      {JOIN_LABELS[state]}
    </Button>
  );
}
