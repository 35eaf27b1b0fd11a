import WalletIcon from '@mui/icons-material/Wallet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiGet } from '../lib/api-client.ts';
import { walletsFor } from '../lib/wallets.ts';

export interface WalletButtonsProps {
  /** The signed .pkpass (served as application/vnd.apple.pkpass, which Safari opens as "Add pass"). */
  appleHref: string;
  /** Answers `{ url }`: Google's save page with the signed pass. */
  googleLinkPath: string;
  /** What the pass is, for the buttons' accessible names ("… for Neon Room, Fri, Nov 27"). */
  passLabel: string;
}

/**
 * Apple's and Google's badge guidelines: a black badge with the Wallet's name as they write it
 * ("Add to Apple Wallet", "Add to Google Wallet"), never restyled text in the app's own button
 * look. No npm package ships their official artwork, so these are the text badges the guidelines
 * allow in its place; 48 px high (at least 44 px to tap).
 */
const badge = {
  minHeight: 48,
  px: 2,
  borderRadius: '8px',
  bgcolor: '#000',
  color: '#fff',
  border: '1px solid #a6a6a6',
  textTransform: 'none',
  fontWeight: 600,
  letterSpacing: 0,
  justifyContent: 'center',
  whiteSpace: 'nowrap',
  width: '100%',
  '&:hover': { bgcolor: '#1a1a1a' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export function WalletButtons({ appleHref, googleLinkPath, passLabel }: WalletButtonsProps) {
  const wallets = walletsFor(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const [googleState, setGoogleState] = useState<'idle' | 'opening' | 'failed'>('idle');

  const openGoogle = async () => {
    setGoogleState('opening');
    try {
      const { url } = await apiGet<{ url: string }>(googleLinkPath);
      window.location.assign(url);
    } catch {
      setGoogleState('failed');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 520 }}>
      {/* Equal badges side by side where two fit, else one above the other, as wide as the column. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(250px, 1fr))' }}>
        {wallets.apple && (
          <Button
            href={appleHref}
            sx={badge}
            startIcon={<WalletIcon />}
            aria-label={`Add to Apple Wallet: ${passLabel}`}
          >
            Add to Apple Wallet
          </Button>
        )}
        {wallets.google && (
          <Button
            onClick={openGoogle}
            disabled={googleState === 'opening'}
            sx={{ ...badge, '&.Mui-disabled': { bgcolor: '#000', color: '#bbb' } }}
            startIcon={<WalletIcon />}
            aria-label={`Add to Google Wallet: ${passLabel}`}
          >
            Add to Google Wallet
          </Button>
        )}
      </Box>
      {googleState === 'failed' && (
        <Typography role="alert" color="error" variant="body2">
          Google Wallet could not be opened. Check your connection and try again.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Your Wallet pass updates itself through the night.
      </Typography>
    </Box>
  );
}
