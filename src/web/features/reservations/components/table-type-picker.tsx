import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReservationOptions, TableType } from '../../../../shared/api/reservation-schema.ts';
import { allInNote, tablePriceLine } from '../table-price-text.ts';

/** `null` = no table preference. */
export type TableChoice = string | null;
const NONE = 'none';

interface OptionProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  title: string;
  lines: string[];
  onSelect: () => void;
}

/** A whole card is the radio's label: the thumb hits it anywhere, arrow keys move between cards. */
function TableOption({ name, value, checked, disabled, title, lines, onSelect }: OptionProps) {
  const descriptionId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 2,
        border: '2px solid',
        borderColor: checked ? 'primary.main' : 'divider',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.5 : 1,
        '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Radio
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        slotProps={{ input: { 'aria-describedby': descriptionId } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, textTransform: 'uppercase' }}>{title}</Typography>
        <Box id={descriptionId}>
          {lines.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

export interface TableTypePickerProps {
  tableTypes: TableType[];
  pricing: ReservationOptions['pricing'];
  value: TableChoice;
  onChange: (value: TableChoice) => void;
}

export function TableTypePicker({ tableTypes, pricing, value, onChange }: TableTypePickerProps) {
  const name = useId();
  const legendId = useId();
  const noteId = useId();
  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={tableTypes.length > 0 ? noteId : undefined}
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography id={legendId} component="legend" sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 1.5 }}>
        TABLE
      </Typography>
      {tableTypes.length > 0 && (
        <Typography id={noteId} variant="body2" color="text.secondary">
          {allInNote(pricing)}
        </Typography>
      )}
      {tableTypes.map((table) => (
        <TableOption
          key={table.id}
          name={name}
          value={table.id}
          checked={value === table.id}
          title={table.name}
          lines={[
            ...(table.description ? [table.description] : []),
            tablePriceLine(table.minimumSpendCents, pricing),
            `Up to ${table.maxGuests} guests`,
          ]}
          onSelect={() => onChange(table.id)}
        />
      ))}
      <TableOption
        name={name}
        value={NONE}
        checked={value === null}
        title="No table preference"
        lines={['The club seats you where it can. No minimum spend.']}
        onSelect={() => onChange(null)}
      />
    </Box>
  );
}
