import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Gender } from '../../../shared/clubs.ts';

const LABELS: Record<Gender, string> = { female: 'LADIES', male: 'MEN' };

export function GenderSwitch({ value, onChange }: { value: Gender; onChange: (gender: Gender) => void }) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      color="primary"
      aria-label="Guestlist for"
      onChange={(_event, next: Gender | null) => {
        // Clicking the selected side again would deselect it: there is always a view.
        if (next) onChange(next);
      }}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {(Object.keys(LABELS) as Gender[]).map((gender) => (
        <ToggleButton
          key={gender}
          value={gender}
          sx={{
            flex: 1,
            px: 3,
            minHeight: 44,
            fontWeight: 700,
            letterSpacing: '0.12em',
            textTransform: 'none',
          }}
        >
          {LABELS[gender]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
