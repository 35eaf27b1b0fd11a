import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** SPEC §2: nothing listed for the chosen night. */
export function EmptyState({ signedIn, onSignUp }: { signedIn: boolean; onSignUp: () => void }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Typography variant="h2" component="h2" sx={{ mb: 1.5, color: 'primary.main' }}>
        NO GUESTLISTS YET
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: signedIn ? 0 : 3 }}>
        Clubs only release guestlist spots when they need the capacity. Try another night, or check back later
        today.
      </Typography>
      {!signedIn && (
        <Button variant="neon" onClick={onSignUp}>
          SIGN UP FOR NOTIFICATIONS
        </Button>
      )}
    </Box>
  );
}
