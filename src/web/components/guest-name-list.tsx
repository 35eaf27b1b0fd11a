import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A party's guest names, one per line, in the surrounding text's type. A name may hold a comma
 * ("Cy, Jr."), so names joined with ", " could read as more guests than there are: each name is
 * its own list item instead.
 */
export function GuestNameList({ names, sx }: { names: readonly string[]; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="ul"
      aria-label="Guest names"
      sx={[{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {names.map((name, index) => (
        // Two guests may share a name: the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever replaced whole.
        <li key={index}>{name}</li>
      ))}
    </Box>
  );
}
