import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { allowanceText, ROLE_TEXT } from './team-groups.ts';

// The role's colour is the chip's border: white text stays readable in both themes.
const ROLE_BORDERS = { manager: 'primary.main', door: 'secondary.main', promoter: 'text.secondary' } as const;

/** One person's role at one place: who (or that nobody signed in with it yet), the role, the number. */
export function TeamMemberRow({
  member,
  isYou,
  canRemove,
  onRemove,
  onEditAllowance,
}: {
  member: TeamMember;
  isYou: boolean;
  /** False for a manager's own manager role: someone else must end it. */
  canRemove: boolean;
  onRemove: (member: TeamMember) => void;
  /** A promoter's guests a night (added by name): offered on promoters' rows only. */
  onEditAllowance: (member: TeamMember) => void;
}) {
  const phone = formatPhoneNumber(member.phoneNumber);
  const who = member.name ?? phone;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        minHeight: 60,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, mr: 'auto' }}>
        <Typography
          sx={{
            fontWeight: member.name ? 600 : 400,
            fontStyle: member.name ? 'normal' : 'italic',
            color: member.name ? 'text.primary' : 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {member.name ?? 'Not signed up yet'}
          {isYou && (
            <Typography component="span" color="text.secondary" sx={{ fontStyle: 'normal' }}>
              {' '}
              (you)
            </Typography>
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.25 }}>
          <Box
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 1,
              border: '1px solid',
              borderColor: ROLE_BORDERS[member.role],
              fontSize: '0.7rem',
              fontWeight: 700,
              letterSpacing: '0.08em',
              lineHeight: 1.6,
            }}
          >
            {ROLE_TEXT[member.role].chip}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {phone}
          </Typography>
        </Box>
        {member.role === 'promoter' && (
          <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="body2">{allowanceText(member.guestAllowance)}</Typography>
            <Button
              size="small"
              variant="ghost"
              startIcon={<EditIcon />}
              onClick={() => onEditAllowance(member)}
              aria-label={`Edit how many guests ${who} can add a night`}
              sx={{ ml: -0.5 }}
            >
              EDIT
            </Button>
          </Box>
        )}
      </Box>
      {canRemove && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => onRemove(member)}
          aria-label={`Remove ${who} as ${ROLE_TEXT[member.role].label.toLowerCase()} at ${member.scope.name}`}
          sx={{ flexShrink: 0 }}
        >
          REMOVE
        </Button>
      )}
    </Box>
  );
}
