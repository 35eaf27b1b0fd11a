import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { accentText } from '../accent.ts';
import type { TeamGroup } from './team-groups.ts';
import { TeamMemberRow } from './team-member-row.tsx';

export interface TeamGroupCardProps {
  group: TeamGroup;
  /** The heading of the group without a venue. */
  otherTitle: string;
  /** Platform admins edit venues (name and clubs). */
  onEditVenue?: () => void;
  /** Opens the add dialog on this venue (or, for the other clubs, their first); none: no ADD here. */
  onAdd?: () => void;
  isYou: (member: TeamMember) => boolean;
  canRemove: (member: TeamMember) => boolean;
  onRemove: (member: TeamMember) => void;
  onEditAllowance: (member: TeamMember) => void;
}

/** A venue (or the clubs outside one): its clubs, then who holds a role at all of them and at each. */
export function TeamGroupCard(props: TeamGroupCardProps) {
  const { group, otherTitle, onEditVenue, onAdd } = props;
  const headingId = `team-${group.key.replace(/[^a-z0-9-]/gi, '-')}`;
  const title = group.venue?.name ?? otherTitle;
  const clubNames = group.clubs.map((club) => club.name).join(' · ');
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        p: 2,
        borderRadius: `${theme.cardRadius}px`,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography
            id={headingId}
            variant="h2"
            sx={{ fontSize: '1.15rem', color: accentText, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {group.clubs.length === 0
              ? 'No clubs yet.'
              : `${group.clubs.length === 1 ? 'Club' : `${group.clubs.length} clubs`}: ${clubNames}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {onEditVenue && (
            <Button
              variant="ghost"
              startIcon={<EditIcon />}
              onClick={onEditVenue}
              aria-label={`Edit the venue ${title}`}
            >
              EDIT
            </Button>
          )}
          {onAdd && (
            <Button
              variant="ghost"
              startIcon={<AddIcon />}
              onClick={onAdd}
              aria-label={`Add to the team of ${title}`}
            >
              ADD
            </Button>
          )}
        </Box>
      </Box>
      {group.crews.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Nobody here yet: add a manager, door staff or a promoter.
        </Typography>
      ) : (
        group.crews.map((crew) => {
          const label = crew.kind === 'venue' ? 'ALL CLUBS' : crew.name;
          return (
            <Box key={crew.key} sx={{ mt: 2 }}>
              <Typography
                component="h3"
                variant="body2"
                sx={{
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  color: 'text.secondary',
                  mb: 0.5,
                  // A club's name in capitals like ALL CLUBS beside it.
                  textTransform: 'uppercase',
                }}
              >
                {/* "ALL CLUBS (3)" read as three clubs: the count says what it counts. */}
                {label} · {crew.members.length} {crew.members.length === 1 ? 'person' : 'people'}
              </Typography>
              <Box component="ul" aria-label={`${title}: ${label}`} sx={{ p: 0, m: 0 }}>
                {crew.members.map((member) => (
                  <TeamMemberRow
                    key={member.id}
                    member={member}
                    isYou={props.isYou(member)}
                    canRemove={props.canRemove(member)}
                    onRemove={props.onRemove}
                    onEditAllowance={props.onEditAllowance}
                  />
                ))}
              </Box>
            </Box>
          );
        })
      )}
    </Box>
  );
}
