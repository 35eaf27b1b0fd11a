import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface MoreClubsProps {
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of a listing with more pages: the next page loads as this comes near the screen, and the
 * button does the same for keyboards, screen readers and phones that scroll faster than it loads.
 */
export function MoreClubs({ shown, total, loading, failed, onMore }: MoreClubsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const element = ref.current;
    // A failed page waits for the button: retrying on every scroll would hammer a server in trouble.
    if (!element || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed]);

  return (
    <Box ref={ref} sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 4 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {failed ? 'The next clubs did not load.' : `Showing ${shown} of ${total} clubs`}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        onClick={onMore}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ minHeight: 48, minWidth: 200 }}
      >
        {loading ? 'LOADING CLUBS…' : failed ? 'TRY AGAIN' : 'SHOW MORE CLUBS'}
      </Button>
    </Box>
  );
}
