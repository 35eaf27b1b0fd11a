import Alert, { type AlertProps } from '@mui/material/Alert';

/**
 * The site notice as the home page shows it: a full-width amber strip under the header. The home
 * page's banner and the admin's preview of it both draw this one, so the preview cannot drift.
 * Compact on phones (it sits above the first club); its close button is a full 44 px thumb target.
 */
export function NoticeBanner(props: Omit<AlertProps, 'severity' | 'variant' | 'sx'>) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{
        borderRadius: 0,
        borderLeft: 0,
        borderRight: 0,
        borderTop: 0,
        bgcolor: '#1a1400',
        justifyContent: 'center',
        alignItems: 'center',
        overflowWrap: 'anywhere',
        py: 0,
        pr: 0.5,
        fontSize: { xs: '0.8125rem', sm: '0.875rem' },
        '& .MuiAlert-icon': { py: 0, mr: 1.5 },
        '& .MuiAlert-message': { py: 0.75 },
        // The close button fills the strip's height: 44 × 44, with its 20 px icon in the middle.
        '& .MuiAlert-action': { py: 0, mr: 0, pl: 1, alignSelf: 'stretch', alignItems: 'center' },
        '& .MuiAlert-action .MuiIconButton-root': { width: 44, height: 44 },
      }}
      {...props}
    />
  );
}
