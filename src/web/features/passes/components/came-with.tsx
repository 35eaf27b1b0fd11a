import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The promoter the party came with, in the words the door reads on its screen. */
export function CameWith({ name }: { name: string }) {
  return (
    <Typography sx={{ mt: 0.5, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <span>
        With <strong>{name}</strong>
      </span>
      <Box
        component="span"
        sx={{
          fontSize: '0.7rem',
          fontWeight: 700,
          letterSpacing: '0.1em',
          px: 0.75,
          py: 0.25,
          border: '1px solid',
          borderColor: 'secondary.main',
          color: 'secondary.main',
          borderRadius: 1,
        }}
      >
        PROMOTER
      </Box>
    </Typography>
  );
}
