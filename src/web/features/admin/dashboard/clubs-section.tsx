import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useState } from 'react';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useReorderClubs } from '../api/reorder-clubs.ts';
import { useSaveClub } from '../api/save-club.ts';
import { ClubEditorDialog } from '../clubs/club-editor-dialog.tsx';
import { EVENT_TYPE_LABELS } from '../clubs/club-fields.tsx';
import { draftFromClub, inputFromDraft } from '../clubs/club-form-state.ts';
import { useAdminSelection } from '../use-admin-selection.ts';

type Editing = { club: AdminClub | null } | null;

function daysLabel(club: AdminClub): string {
  if (club.activeDays.length === 0) return 'No active days';
  if (club.activeDays.length === 7) return 'Every day';
  return club.activeDays.map((day) => day.slice(0, 3).replace(/^./, (c) => c.toUpperCase())).join(' ');
}

/**
 * Every club in listing order, hidden ones too: reorder, show or hide, create and edit. A venue
 * manager sees their clubs only, and neither creates nor reorders (the listing is the platform's).
 */
export function ClubsSection() {
  const { isAdmin } = useAuth();
  const clubs = useAdminClubs();
  const selection = useAdminSelection();
  const reorder = useReorderClubs();
  const toggle = useSaveClub();
  const [editing, setEditing] = useState<Editing>(null);
  // The switch moves at once; the list catches up when the save (and its refetch) is done.
  const [pendingVisible, setPendingVisible] = useState<{ id: string; visible: boolean } | null>(null);

  if (clubs.isPending) return <LoadingSpinner label="Loading clubs" py={3} />;
  if (clubs.isError) return <LoadError message={clubs.error.message}>{null}</LoadError>;
  const list = clubs.data.clubs;

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((club) => club.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };

  const setVisible = (club: AdminClub, visible: boolean) => {
    setPendingVisible({ id: club.id, visible });
    toggle.mutate(
      { id: club.id, input: { ...inputFromDraft(draftFromClub(club)), visible } },
      { onSettled: () => setPendingVisible(null) },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {list.length} {list.length === 1 ? 'club' : 'clubs'}, in the order the home page lists them.
        </Typography>
        {isAdmin && (
          <Button variant="neon" startIcon={<AddIcon />} onClick={() => setEditing({ club: null })}>
            NEW CLUB
          </Button>
        )}
      </Box>
      {(reorder.isError || toggle.isError) && (
        <Alert severity="error" variant="outlined">
          {(reorder.error ?? toggle.error)?.message}
        </Alert>
      )}
      <Box component="ol" aria-label="Clubs" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {list.map((club, index) => {
          const selected = selection.clubId === club.id;
          const visible = pendingVisible?.id === club.id ? pendingVisible.visible : club.visible;
          return (
            <Box
              component="li"
              key={club.id}
              aria-label={club.name}
              sx={{
                display: 'grid',
                gridTemplateColumns: isAdmin
                  ? { xs: 'auto 1fr auto', md: 'auto 1fr auto auto' }
                  : { xs: '1fr auto', md: '1fr auto auto' },
                alignItems: 'center',
                gap: 1,
                p: 1,
                borderRadius: 1.5,
                border: '1px solid',
                borderColor: selected ? 'primary.main' : 'rgba(255,255,255,0.08)',
                bgcolor: '#161616',
                opacity: visible ? 1 : 0.8,
              }}
            >
              {isAdmin && (
                <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
                  <IconButton
                    aria-label={`Move ${club.name} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${club.name} down`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
              <Box
                component="button"
                type="button"
                onClick={() => selection.setClubId(club.id)}
                aria-pressed={selected}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  minWidth: 0,
                  py: 0.5,
                  borderRadius: 1,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {/* Named by what it shows (an aria-label hid the days and tables from speech). */}
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={visuallyHidden}>
                      Work on{' '}
                    </Box>
                    {club.name}
                  </Typography>
                  {!visible && <Chip label="HIDDEN" size="small" variant="outlined" color="warning" />}
                  {selected && <Chip label="SELECTED" size="small" color="primary" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {EVENT_TYPE_LABELS[club.eventType]} · {daysLabel(club)}
                  {club.reservationsEnabled
                    ? ` · Tables${club.reservationCashback > 0 ? ` (${club.reservationCashback}% back)` : ''}`
                    : ''}
                </Typography>
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gridColumn: { xs: isAdmin ? '2 / 4' : '1 / 3', md: 'auto' },
                }}
              >
                <Switch
                  checked={visible}
                  disabled={pendingVisible?.id === club.id}
                  onChange={(event) => setVisible(club, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `${club.name} visible on the home page` } }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 60 }}>
                  {visible ? 'Visible' : 'Hidden'}
                </Typography>
              </Box>
              <Button
                variant="ghost"
                startIcon={<EditIcon />}
                onClick={() => setEditing({ club })}
                aria-label={`Edit ${club.name}`}
                sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: isAdmin ? 3 : 2, md: 'auto' } }}
              >
                EDIT
              </Button>
            </Box>
          );
        })}
      </Box>
      {list.length === 0 && (
        <Typography color="text.secondary">
          {isAdmin
            ? 'No clubs yet: create the first one.'
            : 'No clubs yet: a Nightlist admin gives your venue its clubs.'}
        </Typography>
      )}
      {editing && (
        <ClubEditorDialog
          club={editing.club}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            selection.setClubId(saved.id);
          }}
        />
      )}
    </Box>
  );
}
