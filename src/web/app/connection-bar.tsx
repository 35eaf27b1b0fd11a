import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOnline } from '../lib/use-online.ts';

/**
 * Says so while the phone has no connection (a club's basement): what still works, and that the rest
 * comes back by itself (queries refetch on reconnect). The status region is always in the page, so
 * screen readers announce the change; it takes no room while online.
 */
export function ConnectionBar() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: 'grey.900',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <CloudOffIcon fontSize="small" aria-hidden sx={{ color: 'warning.main' }} />
          <Typography variant="body2" sx={{ fontSize: '0.8125rem' }}>
            <Box component="strong" sx={{ color: 'warning.main' }}>
              NO CONNECTION
            </Box>
            {' · Passes you have opened on this phone still work.'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
