import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '../config/paths.ts';
import { Link as RouterLink } from '../lib/router.tsx';
import { LoadError, LoadingSpinner } from './load-states.tsx';

export interface MyPassFrameProps {
  /** The page's query while it is pending or failed. */
  query: { isPending: boolean; error: Error | null };
  loadingLabel: string;
}

/** What a pass or reservation page shows until its data is there: a spinner, or the failure and MY PASSES. */
export function MyPassFrame({ query, loadingLabel }: MyPassFrameProps) {
  if (query.isPending) return <LoadingSpinner label={loadingLabel} py={8} />;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <LoadError message={query.error?.message ?? ''}>
        <Button variant="neon" component={RouterLink} to={paths.passes.getHref()}>
          MY PASSES
        </Button>
      </LoadError>
    </Box>
  );
}

/** The way back from a pass or reservation page to the list of them. */
export function AllMyPassesButton() {
  return (
    <Button variant="ghost" component={RouterLink} to={paths.passes.getHref()} sx={{ justifySelf: 'start' }}>
      ALL MY PASSES
    </Button>
  );
}
