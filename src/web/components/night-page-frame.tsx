import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

export interface NightPageFrameProps {
  /** The page's heading, small above the club: what the member is doing. */
  title: string;
  /** Unknown while the club loads: a non-breaking space keeps the line's height. */
  clubName: string | undefined;
  nightLabel: string;
  /** The space under the night line, in theme spacing units. */
  nightGap: number;
  /**
   * Moves the focus to the heading once the page opens: for a page the member was taken to without
   * a tap of theirs on this screen (the concierge opening a filled-in form), where the focus would
   * otherwise be lost with the screen they left.
   */
  focusHeading?: boolean;
  children: ReactNode;
}

/** The frame of a page that books one club on one night: the heading, the club and the night, then the content. */
export function NightPageFrame({
  title,
  clubName,
  nightLabel,
  nightGap,
  focusHeading = false,
  children,
}: NightPageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // On arrival only: not again when the page re-renders, nor after the member has moved on.
  const focused = useRef(false);
  useEffect(() => {
    if (!focusHeading || focused.current) return;
    focused.current = true;
    heading.current?.focus({ preventScroll: true });
  }, [focusHeading]);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography
        ref={heading}
        variant="h1"
        tabIndex={focusHeading ? -1 : undefined}
        sx={{ fontSize: '1rem', color: 'secondary.main', letterSpacing: '0.12em', outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          lineHeight: 1.2,
          textTransform: 'uppercase',
        }}
      >
        {clubName ?? '\u00a0'}
      </Typography>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: nightGap }}>
        Your night: {nightLabel}
      </Typography>
      {children}
    </Box>
  );
}
