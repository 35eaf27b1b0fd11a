import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ClubNightResponse } from '../../../../shared/api/clubs-schema.ts';
import { GENDERS, type Gender } from '../../../../shared/clubs.ts';
import { type Party, spotsNote } from '../party.ts';

interface Notice {
  gender: Gender;
  severity: 'warning' | 'info';
  text: string;
}

const SIDE = { female: 'ladies', male: 'men' } as const;
const LIST = { female: "the ladies' list", male: "the men's list" } as const;

/** Capacity in plain words before joining, so a waitlist place is never a surprise at the door. */
export function SpotsNotices({
  spotsLeft,
  party,
}: {
  spotsLeft: ClubNightResponse['spotsLeft'];
  party: Party;
}) {
  const both = party.ladies > 0 && party.men > 0;
  const notices = GENDERS.flatMap((gender): Notice[] => {
    const left = spotsLeft[gender];
    const note = spotsNote(left, party[SIDE[gender]]);
    const on = both ? ` (${LIST[gender]})` : '';
    if (note === 'full')
      return [{ gender, severity: 'warning', text: `Full — you'll join the waitlist${on}` }];
    if (note === 'over')
      return [
        {
          gender,
          severity: 'warning',
          text: `Only ${left} ${left === 1 ? 'spot' : 'spots'} left${on}: a party this size joins the waitlist`,
        },
      ];
    if (note === 'few') return [{ gender, severity: 'info', text: `Few spots left — ${left} to go${on}` }];
    return [];
  });
  if (notices.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-live="polite">
      {notices.map((notice) => (
        <Alert key={notice.gender} severity={notice.severity} variant="outlined">
          {notice.text}
        </Alert>
      ))}
    </Box>
  );
}
