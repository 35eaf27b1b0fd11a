import TextField from '@mui/material/TextField';
import { arrivalLabel } from '../../../lib/reservation-time.ts';

export interface ArrivalTimeSelectProps {
  times: string[];
  value: string;
  onChange: (time: string) => void;
}

/** The phone's own picker (a native select): big, familiar, and readable in the dark. */
export function ArrivalTimeSelect({ times, value, onChange }: ArrivalTimeSelectProps) {
  return (
    <TextField
      select
      label="Arrival time (club time)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText="The time on the club's clock. Times after midnight are the early hours after this night."
      slotProps={{ select: { native: true } }}
      fullWidth
    >
      {times.map((time) => (
        <option key={time} value={time}>
          {arrivalLabel(time)}
        </option>
      ))}
    </TextField>
  );
}
