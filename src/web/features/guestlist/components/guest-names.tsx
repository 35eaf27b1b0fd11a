import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { nameProblem } from '../../../../shared/storable-text.ts';

export interface GuestName {
  key: number;
  value: string;
}

export interface GuestNamesProps {
  names: GuestName[];
  /** Party size − 1: one name per guest besides the member. */
  max: number;
  onChange: (names: GuestName[]) => void;
}

/** Optional names, so the door finds each guest even when the member is late. */
export function GuestNames({ names, max, onChange }: GuestNamesProps) {
  const nextKey = useRef(names.length + 1);
  const fields = useRef(new Map<number, HTMLInputElement>());

  const add = () => {
    const key = nextKey.current++;
    onChange([...names, { key, value: '' }]);
    // After React has drawn the new field: typing goes straight into it.
    requestAnimationFrame(() => fields.current.get(key)?.focus());
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 0.5 }}>
        GUEST NAMES (OPTIONAL)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {max === 0
          ? 'Just you? Add guests above to give the door their names.'
          : 'The door can find your guests by name if they arrive before you.'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {names.map((name, index) => {
          // A pasted tab or hidden character is pointed out here, before the list refuses it.
          const problem = nameProblem(name.value);
          return (
            <Box key={name.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                label={`Guest ${index + 1} name`}
                value={name.value}
                error={problem !== undefined}
                helperText={problem && `This name ${problem}.`}
                inputRef={(element: HTMLInputElement | null) => {
                  if (element) fields.current.set(name.key, element);
                  else fields.current.delete(name.key);
                }}
                onChange={(event) =>
                  onChange(names.map((n) => (n.key === name.key ? { ...n, value: event.target.value } : n)))
                }
                slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
                size="small"
                fullWidth
              />
              <IconButton
                aria-label={`Remove guest ${index + 1}`}
                onClick={() => onChange(names.filter((n) => n.key !== name.key))}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {names.length < max && (
        <Button variant="ghost" startIcon={<PersonAddIcon />} onClick={add} sx={{ mt: 1.5 }}>
          ADD A GUEST NAME
        </Button>
      )}
    </Box>
  );
}
