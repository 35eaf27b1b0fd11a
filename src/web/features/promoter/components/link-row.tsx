import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import { canShare, linkUrl, shareLink, shortLink } from '../share-link.ts';
import { LinkQrDialog } from './link-qr-dialog.tsx';

export interface LinkRowProps {
  /** What the link is for: "Every night", "Fri, Nov 27". */
  label: string;
  path: string;
  /** The words that go with the link in a share sheet. */
  shareText: string;
  /** Names the buttons for screen readers ("Copy the link for every night at Neon Room"). */
  describe: string;
  onNotice(message: string): void;
}

/**
 * A promoter link: the address on one line (never broken mid-code; COPY takes it whole), SHARE (the
 * device's share sheet, or the clipboard where there is none) and a QR to show in the street.
 */
export function LinkRow({ label, path, shareText, describe, onNotice }: LinkRowProps) {
  const urlId = useId();
  const [qrOpen, setQrOpen] = useState(false);
  const url = linkUrl(path);
  const copy = async () =>
    onNotice((await copyText(url)) ? 'Link copied' : 'Could not copy: select the link and copy it');
  const share = async () => {
    const outcome = await shareLink(url, shareText, shareText);
    if (outcome === 'copied') onNotice('Link copied');
    if (outcome === 'failed') onNotice('Could not share: select the link and copy it');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }}>
          {label.toUpperCase()}
        </Typography>
        <Typography
          id={urlId}
          sx={{
            fontWeight: 700,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            userSelect: 'all',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.default',
          }}
        >
          {shortLink(url)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="neon"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          aria-label={`Copy the link for ${describe}`}
          aria-describedby={urlId}
          sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { sm: 140 } }}
        >
          COPY
        </Button>
        {/* Where the device has no share sheet, COPY is the way to share. */}
        {canShare() && (
          <Button
            variant="outlined"
            // Inherit, not the brand colour: MEN's blue on a card is 3.7:1.
            color="inherit"
            startIcon={<ShareIcon />}
            onClick={() => void share()}
            aria-label={`Share the link for ${describe}`}
            sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { sm: 140 } }}
          >
            SHARE
          </Button>
        )}
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<QrCodeIcon />}
          onClick={() => setQrOpen(true)}
          aria-label={`Show the QR code for ${describe}`}
          sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { sm: 120 } }}
        >
          QR
        </Button>
      </Box>
      <LinkQrDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        url={url}
        title={shareText}
        label={label}
      />
    </Box>
  );
}
