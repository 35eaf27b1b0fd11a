import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { themeFor } from '../theme/theme.ts';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      // Not on a timer: the choice stays until it is made (the next page change reloads anyway).
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="A new version of Nightlist is ready."
      action={
        <>
          <Button variant="neon" size="small" onClick={onReload}>
            NEW VERSION — RELOAD
          </Button>
          <Button variant="ghost" size="small" onClick={() => setOpen(false)}>
            LATER
          </Button>
        </>
      }
      slotProps={{
        // MUI's default inverts the surface (light on a dark theme); the app's cards are dark.
        content: {
          sx: {
            bgcolor: '#161616',
            color: 'text.primary',
            border: 1,
            borderColor: 'primary.main',
            gap: 1,
            rowGap: 1,
          },
        },
      }}
      sx={{ bottom: { xs: 'calc(16px + env(safe-area-inset-bottom))' } }}
    />
  );
}

/** Shown in its own small root: it appears over whatever page is open, admin and door included. */
export function showUpdatePrompt(onReload: () => void): void {
  const host = document.createElement('div');
  host.id = 'update-prompt';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ThemeProvider theme={themeFor('female')}>
        <UpdatePrompt onReload={onReload} />
      </ThemeProvider>
    </StrictMode>,
  );
}
