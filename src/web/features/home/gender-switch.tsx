import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { Gender } from '../../../shared/clubs.ts';

const LABELS: Record<Gender, string> = { female: 'LADIES', male: 'MEN' };

/**
 * LADIES | MEN: two toggle buttons (aria-pressed) in a group. Drawn on ButtonBase, which the first screen
 * loads anyway, rather than MUI's ToggleButtonGroup: 2 KB gzip less on every first visit, where the budget is tight.
 */
export function GenderSwitch({ value, onChange }: { value: Gender; onChange: (gender: Gender) => void }) {
  return (
    <Box
      role="group"
      aria-label="Guestlist for"
      sx={{
        display: 'flex',
        width: { xs: '100%', sm: 'auto' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {(Object.keys(LABELS) as Gender[]).map((gender, index) => {
        const pressed = gender === value;
        return (
          <ButtonBase
            key={gender}
            aria-pressed={pressed}
            // Pressing the chosen side again keeps it: there is always a view.
            onClick={() => {
              if (!pressed) onChange(gender);
            }}
            sx={(theme) => ({
              flex: 1,
              px: 3,
              minHeight: 44,
              fontFamily: theme.typography.fontFamily,
              fontSize: '0.875rem',
              fontWeight: 700,
              letterSpacing: '0.12em',
              color: pressed ? theme.palette.primary.main : theme.palette.text.primary,
              bgcolor: pressed ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
              borderLeft: index > 0 ? `1px solid ${theme.palette.divider}` : 'none',
              transition: theme.transitions.create(['background-color', 'color'], { duration: 150 }),
              '&:hover': {
                bgcolor: pressed ? alpha(theme.palette.primary.main, 0.24) : 'rgba(255,255,255,0.06)',
              },
              '&.Mui-focusVisible': {
                outline: `2px solid ${theme.palette.secondary.main}`,
                outlineOffset: -2,
              },
            })}
          >
            {LABELS[gender]}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
