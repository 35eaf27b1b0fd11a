import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/** What the select needs of a club; `visible` is known to staff pages only. */
export interface ClubChoice {
  id: string;
  name: string;
  visible?: boolean;
}

/** The choice for every club at once: its value, and the label that names it (e.g. "All clubs"). */
const ALL = 'all';

export interface ClubSelectProps {
  clubs: readonly ClubChoice[];
  /** A club's id, `'all'` with `allLabel`, or anything else (still loading) for an empty field. */
  value: string;
  onChange: (value: string) => void;
  /** Offers "every club" first, under this label, with the value `'all'`. */
  allLabel?: string;
  /** Says "(hidden)" after a club members do not see, where staff work on hidden clubs too. */
  markHidden?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * The staff pages' club picker (a night, a report, an export, the door). A value that is not in
 * the list yet shows an empty field rather than a warning, and the field is off with nothing to pick.
 */
export function ClubSelect({ clubs, value, onChange, allLabel, markHidden, size, sx }: ClubSelectProps) {
  const known = (allLabel !== undefined && value === ALL) || clubs.some((club) => club.id === value);
  return (
    <TextField
      select
      label="Club"
      size={size}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={clubs.length === 0 && allLabel === undefined}
      sx={sx}
    >
      {allLabel !== undefined && <MenuItem value={ALL}>{allLabel}</MenuItem>}
      {clubs.map((club) => (
        <MenuItem key={club.id} value={club.id}>
          {club.name}
          {markHidden && club.visible === false ? ' (hidden)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
