import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { sentence } from '../../../components/form/form-schema.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { type ClubDraft, emptyTableType } from './club-form-state.ts';

export interface TableTypesFieldsProps {
  control: Control<ClubDraft, unknown, unknown>;
}

const MAX_TABLE_TYPES = 20;

/** The tables a member can book: one row each, added and removed freely. */
export function TableTypesFields({ control }: TableTypesFieldsProps) {
  // `key` names the rows for React; `id` is the table type's own id, a field of the form.
  const { fields, append, remove } = useFieldArray({ control, name: 'tableTypes', keyName: 'key' });
  const rows = useWatch({ control, name: 'tableTypes' });
  const { errors } = useFormState({ control, name: 'tableTypes' });
  // A message about the whole list (two rows with one id), apart from the rows' own.
  const listError = errors.tableTypes?.root?.message ?? errors.tableTypes?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No table types: members book without picking a table.
        </Typography>
      )}
      {fields.map((row, index) => {
        const path = `tableTypes.${index}` as const;
        const label = rows[index]?.name.trim() || `table type ${index + 1}`;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={`Table type ${index + 1}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1.4fr 0.8fr 0.8fr auto' },
              alignItems: 'start',
              p: 1.5,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <FormTextField
              control={control}
              name={`${path}.id`}
              label="Id"
              size="small"
              parse={(typed) => typed.toLowerCase()}
              hint="e.g. vip-booth"
              slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'off' } }}
            />
            <FormTextField control={control} name={`${path}.name`} label="Name" size="small" />
            <FormTextField
              control={control}
              // Whole dollars typed; the box fills (and shows the server's word on) minimumSpendCents.
              name={`${path}.minimumSpendCents`}
              label="Minimum spend ($)"
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name={`${path}.maxGuests`}
              label="Max guests"
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <IconButton
              aria-label={`Remove ${label}`}
              onClick={() => remove(index)}
              sx={{ justifySelf: { xs: 'start', md: 'center' }, mt: { md: 0.5 } }}
            >
              <DeleteIcon />
            </IconButton>
            <FormTextField
              control={control}
              name={`${path}.description`}
              label="Description"
              size="small"
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
        );
      })}
      {listError && <FormHelperText error>{sentence(listError)}</FormHelperText>}
      <Box>
        <Button
          variant="ghost"
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_TABLE_TYPES}
          onClick={() => append(emptyTableType(), { shouldFocus: false })}
        >
          ADD TABLE TYPE
        </Button>
      </Box>
    </Box>
  );
}
