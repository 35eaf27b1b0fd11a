import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface NightPageFrameProps {
  /** The page's heading, small above the club: what the member is doing. */
  title: string;
  /** Unknown while the club loads: a non-breaking space keeps the line's height. */
  clubName: string | undefined;
  nightLabel: string;
  /** The space under the night line, in theme spacing units. */
  nightGap: number;
  children: ReactNode;
}

/** The frame of a page that books one club on one night: the heading, the club and the night, then the content. */
export function NightPageFrame({ title, clubName, nightLabel, nightGap, children }: NightPageFrameProps) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '1rem', color: 'secondary.main', letterSpacing: '0.12em' }}>
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
