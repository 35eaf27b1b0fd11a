import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminMember } from '../../../../shared/api/admin/night-schema.ts';
import type { GuestRecognition } from '../../../../shared/api/guest-care-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { paths } from '../../../config/paths.ts';

/**
 * One party on a night's list: who (with a tap-to-call number), the details, its chips and actions.
 * Stacks on a phone; on a laptop the actions sit at the right so a column of them lines up.
 */
export function NightRow({
  member,
  chips,
  details,
  actions,
  dimmed,
  recognition,
  clubId,
}: {
  member: AdminMember;
  /** First time, regular, birthday tonight and the venue's tags (decision 041). */
  recognition?: GuestRecognition | undefined;
  /** The club whose venue keeps the guest's tags and notes: the GUEST link opens them. */
  clubId?: string;
  chips: ReactNode;
  details: ReactNode;
  actions: ReactNode;
  dimmed?: boolean;
}) {
  const name = `${member.firstName} ${member.lastName}`.trim() || 'No name yet';
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        p: 1.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          {/* A cancelled or declined row reads quieter by its name, not by fading the whole row:
              at 60% opacity its grey text and red chips fell under 4.5:1. */}
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1.05rem', color: dimmed ? 'text.secondary' : undefined }}
          >
            {name}
          </Typography>
          {recognition && <RecognitionChips recognition={recognition} />}
          {chips}
        </Box>
        <Typography variant="body2" color="text.secondary" component="div">
          <Link href={`tel:${member.phoneNumber}`} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhoneNumber(member.phoneNumber)}
          </Link>
          {member.instagram ? ` · @${member.instagram}` : ''}
          {clubId && (
            <>
              {' · '}
              <Link
                href={paths.adminGuest.getHref(member.id, clubId)}
                color="inherit"
                sx={{ display: 'inline-block', minHeight: 44, lineHeight: '44px' }}
                aria-label={`Tags, notes and ban of ${name}`}
              >
                TAGS & NOTES
              </Link>
            </>
          )}
        </Typography>
        <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
          {details}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
        {actions}
      </Box>
    </Box>
  );
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** FIRST TIME / REGULAR / BIRTHDAY TONIGHT and the venue's tags, before the party's own chips. */
function RecognitionChips({ recognition }: { recognition: GuestRecognition }) {
  const marks = [
    recognition.birthdayTonight ? 'BIRTHDAY TONIGHT' : null,
    recognition.firstTime ? 'FIRST TIME' : recognition.regular ? 'REGULAR' : null,
    ...recognition.tags
      .filter((tag) => tag.kind !== 'birthday')
      .map((tag) =>
        tag.kind === 'vip' ? 'VIP' : tag.kind === 'industry' ? 'INDUSTRY' : tag.label.toUpperCase(),
      ),
  ].filter((mark): mark is string => mark !== null);
  return (
    <>
      {marks.map((mark) => (
        <Chip
          key={mark}
          size="small"
          color={mark === 'VIP' || mark === 'BIRTHDAY TONIGHT' ? 'secondary' : 'default'}
          variant={mark === 'FIRST TIME' ? 'outlined' : 'filled'}
          label={mark}
        />
      ))}
    </>
  );
}
