import BrightnessIcon from '@mui/icons-material/BrightnessHigh';
import Typography from '@mui/material/Typography';
import { PassQrCode } from './pass-qr-code.tsx';

/** The QR code to show at the door, with the hint that makes it scan in a dark club. */
export function DoorQrCode({ token, label }: { token: string; label: string }) {
  return (
    <>
      <PassQrCode token={token} label={label} />
      <Typography
        variant="body2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}
      >
        <BrightnessIcon fontSize="small" aria-hidden color="warning" />
        Turn your screen brightness up at the door
      </Typography>
    </>
  );
}
