import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * The club's address as a link to its map, which opens in a new tab (and says so to screen readers).
 * `body2` where it is one line of a club's card. The link is a 44 px tall thumb target: it is tapped
 * on a phone, often on the way to the club.
 */
export function ClubAddress({
  address,
  mapsUrl,
  variant = 'body1',
}: {
  address: string;
  mapsUrl: string;
  variant?: 'body1' | 'body2';
}) {
  return (
    <Typography variant={variant} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <PlaceIcon fontSize="small" aria-hidden color="primary" />
      <Link
        href={mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        underline="always"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, py: 0.5 }}
      >
        {address}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens maps in a new tab)
        </Box>
      </Link>
    </Typography>
  );
}
