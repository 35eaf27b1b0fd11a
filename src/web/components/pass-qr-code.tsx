import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * Dark modules on white with the full 4-module white quiet zone, on the black page: the contrast
 * door scanners need in a dark club. Drawn at twice the shown size so it stays crisp.
 */
export function PassQrCode({ token, label }: { token: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(token, {
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 640,
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((url) => current && setSrc(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [token]);

  const size = { width: '100%', maxWidth: 320, aspectRatio: '1 / 1', borderRadius: 2 } as const;
  if (failed) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ ...size, display: 'block', imageRendering: 'pixelated' }}
        />
      ) : (
        <Skeleton variant="rectangular" sx={{ ...size, height: 'auto' }} />
      )}
    </Box>
  );
}
