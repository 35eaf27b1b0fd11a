import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths.ts';
import { Link } from '../../../lib/router.tsx';

/** Signed in, but this number is on neither staff list. */
export function NotDoorStaff({ phoneNumber }: { phoneNumber: string }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2.5, py: 8, display: 'grid', gap: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2.2rem', fontWeight: 900 }}>
        Door staff only
      </Typography>
      <Typography sx={{ fontSize: '1.15rem' }}>
        The door scanner is for the club's door team. Ask an admin to add your number ({phoneNumber}) to the
        door staff list, then open this page again.
      </Typography>
      <Button component={Link} to={paths.home.getHref()} variant="ghost" sx={{ justifySelf: 'center' }}>
        BACK TO TONIGHT'S CLUBS
      </Button>
    </Box>
  );
}
