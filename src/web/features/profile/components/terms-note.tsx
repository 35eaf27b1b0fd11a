import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths.ts';

/** The first save records that the terms were accepted (SPEC §3), so say so where it happens. */
export function TermsNote() {
  // New tabs: the form may sit in the sign-in dialog, and leaving would lose what was typed.
  const link = { target: '_blank', rel: 'noopener', color: 'secondary', underline: 'always' } as const;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      By saving you accept the{' '}
      <Link href={paths.terms.getHref()} {...link}>
        Terms
      </Link>{' '}
      and the{' '}
      <Link href={paths.privacy.getHref()} {...link}>
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}
