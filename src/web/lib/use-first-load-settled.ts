import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long no query may be fetching before the first load counts as settled. */
const QUIET_MS = 120;

/**
 * Whether a page's first round of queries has finished, so that a page made of sections that load
 * on their own can appear at once instead of section by section (each section's data pushed those
 * below it down the screen: CLS 0.5 to 0.7 on the admin dashboard). The queries must be mounted for
 * this to see them (render them hidden). "Finished" means no query has been fetching for a moment,
 * so a query that starts only when another's data arrives counts too; after `maxWaitMs` the page is
 * shown regardless, a slow section showing its own spinner. Once true it stays true.
 */
export function useFirstLoadSettled(maxWaitMs = 3000): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (settled) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() === 0) quiet = setTimeout(() => setSettled(true), QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const deadline = setTimeout(() => setSettled(true), maxWaitMs);
    check();
    return () => {
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(deadline);
    };
  }, [queryClient, settled, maxWaitMs]);

  return settled;
}
