import HourglassIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * Where the door QR code goes, while the pass is on the waitlist: it says why there is none and
 * that it comes by itself. The same square as the code, so the page does not jump when it arrives.
 */
export function WaitlistQrPlaceholder({ offered = false }: { offered?: boolean }) {
  const titleId = useId();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{
          width: '100%',
          maxWidth: 320,
          aspectRatio: '1 / 1',
          borderRadius: 2,
          border: '2px dashed',
          borderColor: 'warning.main',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          p: 3,
          textAlign: 'center',
        }}
      >
        <HourglassIcon aria-hidden sx={{ fontSize: 48, color: 'warning.main' }} />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
          NO QR CODE YET
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {offered
            ? 'Waitlisted passes have no door QR code. Claim the spot offered above and yours appears here.'
            : 'Waitlisted passes have no door QR code. Yours appears here, by itself, when a spot opens.'}
        </Typography>
      </Box>
    </Box>
  );
}
