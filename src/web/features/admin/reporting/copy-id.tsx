import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { FONT_FAMILY } from '../../../theme/theme.ts';

/**
 * A provider's id (pi_…, cs_…) in a monospace, selected whole by one click, and a button that copies
 * it; `copied` turns the button into a tick (the section's live region says so in words).
 */
export function CopyId({
  id,
  copied,
  onCopy,
}: {
  id: string;
  copied: boolean;
  onCopy: (id: string) => void;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, maxWidth: '100%', minWidth: 0 }}>
      <Box
        component="code"
        sx={{
          fontFamily: FONT_FAMILY,
          fontSize: '0.8rem',
          userSelect: 'all',
          overflowWrap: 'anywhere',
          minWidth: 0,
          px: 0.5,
          borderRadius: 0.5,
          bgcolor: 'rgba(255,255,255,0.06)',
        }}
      >
        {id}
      </Box>
      <IconButton
        aria-label={copied ? `Copied ${id}` : `Copy ${id}`}
        onClick={() => onCopy(id)}
        sx={{ width: 44, height: 44, flexShrink: 0 }}
      >
        {copied ? <CheckIcon fontSize="small" color="success" /> : <CopyIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
