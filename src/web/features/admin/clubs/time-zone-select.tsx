import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useMemo } from 'react';

function allTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'];
  }
}

export interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  error?: boolean;
  helperText?: string;
  /** The text box, for a form to move the focus to. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Every IANA zone the browser knows, searchable by typing ("york", "london"). */
export function TimeZoneSelect({ value, onChange, error, helperText, inputRef }: TimeZoneSelectProps) {
  const zones = useMemo(allTimeZones, []);
  const options = zones.includes(value) || value === '' ? zones : [value, ...zones];
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_event, zone) => {
        if (zone) onChange(zone);
      }}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          required
          error={error}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
