import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

/**
 * A report's table in a card that scrolls sideways when the columns do not fit. The region is
 * focusable, so the columns past the edge can be scrolled to from the keyboard.
 */
export function TableCard({
  label,
  caption,
  children,
}: {
  label: string;
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={(theme) => ({
        overflowX: 'auto',
        px: 1,
        borderRadius: `${theme.cardRadius}px`,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      })}
    >
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: '0.875rem' }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/** What a report section says when the period has nothing for it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{
        py: 3,
        px: 2,
        textAlign: 'center',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      {children}
    </Typography>
  );
}
