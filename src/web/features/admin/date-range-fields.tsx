import TextField from '@mui/material/TextField';
import type { IsoDate } from '../../../shared/dates.ts';
import type { DateRange } from './date-range.ts';

type FieldSize = 'small' | 'medium';

/**
 * The From and To date fields of a range, each one cell of whatever grid or row the page lays out,
 * so the page keeps its own arrangement and field size.
 */
export function DateRangeFields({ range, size }: { range: DateRange; size?: FieldSize }) {
  return (
    <>
      <DateField label="From" value={range.from} onChange={range.setFrom} size={size} />
      <DateField label="To" value={range.to} onChange={range.setTo} size={size} />
    </>
  );
}

function DateField(props: {
  label: string;
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  size?: FieldSize;
}) {
  return (
    <TextField
      type="date"
      label={props.label}
      size={props.size}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
