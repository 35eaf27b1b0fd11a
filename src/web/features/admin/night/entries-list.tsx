import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminEntry, AdminNight } from '../../../../shared/api/admin/night-schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GuestNameList } from '../../../components/guest-name-list.tsx';
import { formatClubTime, formatCountdown } from '../../../lib/club-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { type EntryStatusChange, useSetEntryStatus } from '../api/set-night-status.ts';
import { NightRow, plural } from './night-row.tsx';
import { selfCheckInText } from './self-check-in-text.ts';

/**
 * A freed spot offered to this party (decision 037): until when, and a countdown that reads at a
 * glance at 11 pm; past the deadline it says LAPSED until the list reads again.
 */
function OfferChip({ expiresAt, timeZone }: { expiresAt: string; timeZone: string }) {
  const now = useNow(1_000);
  const left = new Date(expiresAt).getTime() - now.getTime();
  const by = formatClubTime(expiresAt, timeZone);
  return left > 0 ? (
    <Chip
      size="small"
      color="primary"
      label={`OFFERED · CLAIM BY ${by} · ${formatCountdown(left)}`}
      aria-label={`Spot offered, to claim by ${by}`}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    />
  ) : (
    <Chip size="small" variant="outlined" label={`OFFER LAPSED ${by}`} />
  );
}

function EntryChips({ entry, timeZone }: { entry: AdminEntry; timeZone: string }) {
  const size = entry.ladies + entry.men;
  return (
    <>
      {entry.status === 'confirmed' && <Chip size="small" color="success" label="CONFIRMED" />}
      {entry.status === 'waitlisted' && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={`WAITLIST #${entry.waitlistPosition ?? '?'}`}
        />
      )}
      {entry.status === 'waitlisted' && entry.offerExpiresAt && (
        <OfferChip expiresAt={entry.offerExpiresAt} timeZone={timeZone} />
      )}
      {entry.status === 'cancelled' && <Chip size="small" variant="outlined" label="CANCELLED" />}
      {entry.checkIn.arrived > 0 && (
        <Chip
          size="small"
          color={entry.checkIn.arrived >= size ? 'secondary' : 'info'}
          label={`ARRIVED ${entry.checkIn.arrived}/${size}`}
        />
      )}
      {entry.promoter && (
        <Chip
          size="small"
          variant="outlined"
          icon={<CampaignIcon aria-hidden />}
          label={promoterLabel(entry.promoter)}
          sx={{ maxWidth: '100%' }}
        />
      )}
      {entry.promoter && entry.promoter.selfCheckedIn > 0 && (
        <Chip
          size="small"
          color="warning"
          icon={<FlagIcon aria-hidden />}
          label="CHECKED IN BY THEIR OWN PROMOTER"
          sx={{ maxWidth: '100%', fontWeight: 700 }}
        />
      )}
    </>
  );
}

function SelfCheckInNote({ entry }: { entry: AdminEntry }) {
  const text = selfCheckInText(entry);
  return text ? (
    <Typography variant="body2" component="div" sx={{ color: 'warning.main' }}>
      {text}
    </Typography>
  ) : null;
}

/** Who brought the party: joined through a promoter's link, or put on the list by them by name. */
export function promoterLabel(promoter: NonNullable<AdminEntry['promoter']>): string {
  return promoter.via === 'link' ? `via ${promoter.name}` : `added by ${promoter.name}`;
}

interface Pending {
  entry: AdminEntry;
  status: EntryStatusChange;
}

interface EntriesListProps {
  night: AdminNight;
  /** The parties of the pages loaded so far. */
  entries: AdminEntry[];
  searching: boolean;
}

/** The night's guestlist: confirmed parties, then the waitlist in order, then cancelled ones. */
export function EntriesList({ night, entries, searching }: EntriesListProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const mutation = useSetEntryStatus(night.club.id, night.date);
  const close = () => {
    setPending(null);
    mutation.reset();
  };

  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {searching ? 'No party on the guestlist matches.' : 'Nobody is on the guestlist for this night yet.'}
      </Typography>
    );

  const entry = pending?.entry;
  const name = entry ? `${entry.member.firstName} ${entry.member.lastName}` : '';
  const party = entry ? plural(entry.ladies + entry.men, 'person', 'people') : '';
  return (
    <>
      <List disablePadding aria-label="Guestlist">
        {entries.map((e) => (
          <NightRow
            key={e.id}
            member={e.member}
            recognition={night.recognition[e.member.id]}
            clubId={night.club.id}
            dimmed={e.status === 'cancelled'}
            chips={<EntryChips entry={e} timeZone={night.club.timeZone} />}
            details={
              <>
                {plural(e.ladies, 'lady', 'ladies')} · {plural(e.men, 'man', 'men')} · arrived{' '}
                {e.checkIn.arrived}/{e.ladies + e.men}
                {e.checkIn.lastAt ? ` (last ${formatClubTime(e.checkIn.lastAt, night.club.timeZone)})` : ''}
                <SelfCheckInNote entry={e} />
                {e.guestNames.length > 0 && (
                  <Typography variant="body2" color="text.secondary" component="div">
                    Guests:
                    <GuestNameList names={e.guestNames} />
                  </Typography>
                )}
              </>
            }
            actions={
              <>
                {e.status === 'waitlisted' && (
                  <Button
                    size="small"
                    variant="neon"
                    onClick={() => setPending({ entry: e, status: 'confirmed' })}
                  >
                    CONFIRM
                  </Button>
                )}
                {e.status !== 'cancelled' && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => setPending({ entry: e, status: 'cancelled' })}
                  >
                    CANCEL
                  </Button>
                )}
              </>
            }
          />
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.status === 'confirmed' ? 'Confirm this waitlisted party?' : 'Cancel this party?'}
        confirmLabel={pending?.status === 'confirmed' ? 'YES, CONFIRM' : 'YES, CANCEL'}
        pendingLabel={pending?.status === 'confirmed' ? 'CONFIRMING...' : 'CANCELLING...'}
        destructive={pending?.status === 'cancelled'}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onClose={close}
        onConfirm={() => {
          if (!pending) return;
          mutation.mutate({ entryId: pending.entry.id, status: pending.status }, { onSuccess: close });
        }}
      >
        {pending?.status === 'confirmed'
          ? `${name} (${party}) goes on the list even though the night is at capacity. They are told they are in.`
          : `${name} (${party}) comes off the list and their pass stops working. They are told.`}
      </ConfirmDialog>
    </>
  );
}
