import Alert, { type AlertProps } from '@mui/material/Alert';

/**
 * The site notice as the home page shows it: a full-width amber strip under the header. The home
 * page's banner and the admin's preview of it both draw this one, so the preview cannot drift.
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
        overflowWrap: 'anywhere',
      }}
      {...props}
    />
  );
}
