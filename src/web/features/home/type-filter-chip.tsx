import Chip from '@mui/material/Chip';

/** The event type the list is filtered to, with Delete to show every type. Its own chunk: rarely shown. */
export default function TypeFilterChip({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <Chip
      label={label}
      color="secondary"
      size="small"
      onDelete={onDelete}
      aria-label={`${label}. Press Delete to show all event types`}
    />
  );
}
