import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * One section of the reporting page under its own heading (PROMOTERS, TURNED AWAY): a line on what
 * it shows, an optional action beside the heading (a download), then its content.
 */
export function ReportSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 0.5 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 800, letterSpacing: '0.08em', mr: 'auto' }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}
