import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import type { StaffMember } from '../api/get-staff.ts';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One of the two lists: each number with the name of whoever signed in with it. */
export function StaffList({
  staffRole: role,
  title,
  hint,
  members,
  onRemove,
}: {
  staffRole: StaffRole;
  title: string;
  hint: string;
  members: StaffMember[];
  onRemove: (role: StaffRole, member: StaffMember) => void;
}) {
  const headingId = `staff-${role}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
        {title} ({members.length})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {members.length === 0 ? (
        <Typography color="text.secondary">Nobody yet.</Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ p: 0, m: 0 }}>
          {members.map((member) => (
            <Box
              component="li"
              key={member.phoneNumber}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderTop: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0, mr: 'auto' }}>
                <Typography sx={{ fontWeight: 600 }}>{member.name ?? 'Not signed in yet'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatPhoneNumber(member.phoneNumber)} · added {DATE.format(new Date(member.addedAt))}
                </Typography>
              </Box>
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => onRemove(role, member)}
                aria-label={`Remove ${member.name ?? formatPhoneNumber(member.phoneNumber)} from ${title}`}
              >
                REMOVE
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
