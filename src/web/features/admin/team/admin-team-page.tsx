import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { TeamMember, Venue } from '../../../../shared/api/admin/team-schema.ts';
import { adminPhoneVariants, formatPhoneNumber } from '../../../../shared/phone.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { AdminShell } from '../admin-shell.tsx';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useTeam } from '../api/get-team.ts';
import { useRemoveTeamMember } from '../api/update-team.ts';
import { AddTeamMemberDialog } from './add-team-member-dialog.tsx';
import { GuestAllowanceDialog } from './guest-allowance-dialog.tsx';
import { TeamGroupCard } from './team-group-card.tsx';
import { groupTeam, placeOptions, placeValue, ROLE_TEXT } from './team-groups.ts';
import { VenueDialog } from './venue-dialog.tsx';

type Adding = { place: string | null } | null;
type EditingVenue = { venue: Venue | null } | null;

/**
 * `/admin/team`: who runs, works the door of, or promotes the caller's clubs, venue by venue. A
 * manager adds and removes people there; platform admins also create venues and give them clubs.
 */
export function AdminTeamPage() {
  const auth = useAuth();
  const team = useTeam();
  const clubs = useAdminClubs();
  const remove = useRemoveTeamMember();
  const [adding, setAdding] = useState<Adding>(null);
  const [editingVenue, setEditingVenue] = useState<EditingVenue>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [allowanceOf, setAllowanceOf] = useState<TeamMember | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const groups = useMemo(
    () => (team.data ? groupTeam(team.data, clubs.data?.clubs ?? []) : []),
    [team.data, clubs.data],
  );
  const places = useMemo(() => placeOptions(groups), [groups]);
  const knownIds = useMemo(() => new Set(team.data?.members.map((m) => m.id)), [team.data]);
  const myNumbers: readonly string[] = auth.user ? adminPhoneVariants(auth.user.phoneNumber) : [];
  const isYou = (member: TeamMember) => myNumbers.includes(member.phoneNumber);
  // The server refuses a manager's removing their own manager role: the button is not offered.
  const canRemove = (member: TeamMember) => auth.isAdmin || !(isYou(member) && member.role === 'manager');

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const openAdd = (place: string | null) => {
    setStatus(null);
    setAdding({ place });
  };

  if (team.isPending || clubs.isPending)
    return (
      <AdminShell title="TEAM">
        <LoadingSpinner label="Loading the team" py={8} />
      </AdminShell>
    );
  if (team.isError)
    return (
      <AdminShell title="TEAM">
        <LoadError message={team.error.message}>
          <Button variant="ghost" onClick={() => team.refetch()}>
            TRY AGAIN
          </Button>
        </LoadError>
      </AdminShell>
    );

  const who = removing ? (removing.name ?? formatPhoneNumber(removing.phoneNumber)) : '';
  const removingWhere = removing
    ? removing.scope.kind === 'venue'
      ? `every club of ${removing.scope.name}`
      : removing.scope.name
    : '';

  return (
    <AdminShell title="TEAM">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          Who runs your clubs, works the door and promotes your nights. Add someone by phone number: the role
          is theirs when they sign in with it.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {auth.isAdmin && (
            <Button
              variant="ghost"
              startIcon={<AddIcon />}
              onClick={() => {
                setStatus(null);
                setEditingVenue({ venue: null });
              }}
              sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' } }}
            >
              NEW VENUE
            </Button>
          )}
          {places.length > 0 && (
            <Button
              variant="neon"
              startIcon={<PersonAddIcon />}
              onClick={() => openAdd(null)}
              sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' } }}
            >
              ADD TO TEAM
            </Button>
          )}
        </Box>
      </Box>
      {status && (
        <Alert
          severity="success"
          variant="outlined"
          role="status"
          onClose={() => setStatus(null)}
          sx={{ mb: 2 }}
        >
          {status}
        </Alert>
      )}
      {team.data.truncated && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          Only the first {team.data.members.length} roles are listed.
        </Alert>
      )}
      {groups.length === 0 ? (
        <EmptyPanel
          title={auth.isAdmin ? 'NO VENUES YET' : 'NO CLUBS YET'}
          action={
            auth.isAdmin ? (
              <Button variant="neon" startIcon={<AddIcon />} onClick={() => setEditingVenue({ venue: null })}>
                NEW VENUE
              </Button>
            ) : null
          }
        >
          {auth.isAdmin
            ? 'A venue runs one or more clubs; its managers run them here. Create the first one.'
            : 'Your venue has no clubs yet: a Nightlist admin gives it its clubs.'}
        </EmptyPanel>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          }}
        >
          {groups.map((group) => (
            <TeamGroupCard
              key={group.key}
              group={group}
              otherTitle={auth.isAdmin ? 'CLUBS WITHOUT A VENUE' : 'YOUR CLUBS'}
              onEditVenue={
                auth.isAdmin && group.venue
                  ? () => {
                      const venue = team.data.venues.find((v) => v.id === group.venue?.id);
                      setStatus(null);
                      if (venue) setEditingVenue({ venue });
                    }
                  : undefined
              }
              // One group: the page's ADD TO TEAM opens on it already.
              onAdd={
                groups.length === 1
                  ? undefined
                  : () => {
                      const first = group.venue
                        ? { venueId: group.venue.id }
                        : group.clubs[0] && { clubId: group.clubs[0].id };
                      openAdd(first ? placeValue(first) : null);
                    }
              }
              isYou={isYou}
              canRemove={canRemove}
              onRemove={setRemoving}
              onEditAllowance={(member) => {
                setStatus(null);
                setAllowanceOf(member);
              }}
            />
          ))}
        </Box>
      )}
      {clubs.isError && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
          {clubs.error.message}
        </Alert>
      )}
      {adding && (
        <AddTeamMemberDialog
          places={places}
          initialPlace={adding.place}
          knownIds={knownIds}
          onClose={() => setAdding(null)}
          onAdded={(message) => {
            setAdding(null);
            setStatus(message);
          }}
        />
      )}
      {editingVenue && (
        <VenueDialog
          venue={editingVenue.venue}
          venues={team.data.venues}
          onClose={() => setEditingVenue(null)}
          onSaved={(message) => {
            setEditingVenue(null);
            setStatus(message);
          }}
        />
      )}
      {allowanceOf && (
        <GuestAllowanceDialog
          member={allowanceOf}
          onClose={() => setAllowanceOf(null)}
          onSaved={(message) => {
            setAllowanceOf(null);
            setStatus(message);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove from the team?"
        confirmLabel="YES, REMOVE"
        pendingLabel="REMOVING..."
        destructive
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={closeRemove}
        onConfirm={() => {
          if (removing)
            remove.mutate(removing.id, {
              onSuccess: () => {
                setStatus(
                  `${who} is no longer ${ROLE_TEXT[removing.role].label.toLowerCase()} at ${removingWhere}.`,
                );
                closeRemove();
              },
            });
        }}
      >
        {`${who} stops being ${removing ? ROLE_TEXT[removing.role].label.toLowerCase() : ''} at ${removingWhere} with their next request.`}
      </ConfirmDialog>
    </AdminShell>
  );
}
