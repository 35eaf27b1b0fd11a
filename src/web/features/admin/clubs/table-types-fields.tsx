import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emptyTableType, type FieldErrors, type TableTypeDraft } from './club-form-state.ts';
import { errorProps, sentence } from './field-error.ts';

export interface TableTypesFieldsProps {
  value: TableTypeDraft[];
  errors: FieldErrors;
  onChange: (tableTypes: TableTypeDraft[], path: string) => void;
}

const MAX_TABLE_TYPES = 20;

/** The tables a member can book: one row each, added and removed freely. */
export function TableTypesFields({ value, errors, onChange }: TableTypesFieldsProps) {
  const update = (index: number, patch: Partial<TableTypeDraft>, field: string) =>
    onChange(
      value.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      `tableTypes.${index}.${field}`,
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No table types: members book without picking a table.
        </Typography>
      )}
      {value.map((row, index) => {
        const path = `tableTypes.${index}`;
        const label = row.name.trim() || `table type ${index + 1}`;
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
            <TextField
              label="Id"
              size="small"
              value={row.id}
              onChange={(event) => update(index, { id: event.target.value.toLowerCase() }, 'id')}
              slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'off' } }}
              {...errorProps(errors, `${path}.id`, 'e.g. vip-booth')}
            />
            <TextField
              label="Name"
              size="small"
              value={row.name}
              onChange={(event) => update(index, { name: event.target.value }, 'name')}
              {...errorProps(errors, `${path}.name`)}
            />
            <TextField
              label="Minimum spend ($)"
              size="small"
              value={row.minimumSpend}
              onChange={(event) => update(index, { minimumSpend: event.target.value }, 'minimumSpend')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...errorProps(errors, `${path}.minimumSpend`)}
            />
            <TextField
              label="Max guests"
              size="small"
              value={row.maxGuests}
              onChange={(event) => update(index, { maxGuests: event.target.value }, 'maxGuests')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...errorProps(errors, `${path}.maxGuests`)}
            />
            <IconButton
              aria-label={`Remove ${label}`}
              onClick={() =>
                onChange(
                  value.filter((_, i) => i !== index),
                  'tableTypes',
                )
              }
              sx={{ justifySelf: { xs: 'start', md: 'center' }, mt: { md: 0.5 } }}
            >
              <DeleteIcon />
            </IconButton>
            <TextField
              label="Description"
              size="small"
              value={row.description}
              onChange={(event) => update(index, { description: event.target.value }, 'description')}
              sx={{ gridColumn: '1 / -1' }}
              {...errorProps(errors, `${path}.description`)}
            />
          </Box>
        );
      })}
      {errors.tableTypes && <FormHelperText error>{sentence(errors.tableTypes)}</FormHelperText>}
      <Box>
        <Button
          variant="ghost"
          startIcon={<AddIcon />}
          disabled={value.length >= MAX_TABLE_TYPES}
          onClick={() => onChange([...value, emptyTableType()], 'tableTypes')}
        >
          ADD TABLE TYPE
        </Button>
      </Box>
    </Box>
  );
}
