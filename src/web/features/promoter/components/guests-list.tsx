import FlagIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PromotedParty } from '../api/promoter-types.ts';
import { arrivedLine, claimLine, partyMix, selfCheckInLine } from '../promoter-format.ts';

const STATUS_LABEL: Record<string, string> = { waitlisted: 'WAITLIST', cancelled: 'CANCELLED' };

function arrivedColor(party: PromotedParty): 'success' | 'warning' | 'default' {
  if (party.arrived === 0) return 'default';
  return party.arrived >= party.ladies + party.men ? 'success' : 'warning';
}

/**
 * The promoter's parties on a night: who, how many, and how many of them the door has let in; those
 * the promoter let in themselves are marked, since they are not paid. A guest added by name shows
 * whether they have opened their pass yet.
 */
export function GuestsList({ parties }: { parties: readonly PromotedParty[] }) {
  return (
    <Box component="ul" aria-label="Your guests" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {parties.map((party) => {
        const status = STATUS_LABEL[party.status];
        return (
          <Box
            component="li"
            key={party.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1.25,
              minHeight: 56,
              borderRadius: 2,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
              opacity: party.status === 'cancelled' ? 0.7 : 1,
            }}
          >
            <Box sx={{ mr: 'auto', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{party.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {partyMix(party)}
                {status ? ` · ${status.toLowerCase()}` : ''}
                {party.claimed !== null && ` · ${claimLine(party.claimed)}`}
              </Typography>
              {party.selfCheckedIn > 0 && (
                <Typography
                  variant="body2"
                  sx={{ color: 'warning.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <FlagIcon fontSize="small" aria-hidden />
                  {selfCheckInLine(party)}
                </Typography>
              )}
            </Box>
            {status && party.arrived === 0 ? (
              <Chip label={status} size="small" variant="outlined" />
            ) : (
              <Chip
                label={arrivedLine(party)}
                color={arrivedColor(party)}
                variant={party.arrived === 0 ? 'outlined' : 'filled'}
                sx={{ fontWeight: 700 }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
