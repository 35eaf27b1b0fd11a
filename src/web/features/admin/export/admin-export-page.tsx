import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { EXPORT_COLUMNS } from '../../../../shared/api/admin/export-schema.ts';
import { todayIn } from '../../../../shared/dates.ts';
import { ClubSelect } from '../../../components/club-select.tsx';
import { AdminShell } from '../admin-shell.tsx';
import { type ExportFormat, exportHref } from '../api/export-guestlist.ts';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useDateRange } from '../date-range.ts';
import { DateRangeFields } from '../date-range-fields.tsx';

/** The last columns, one guest name each, as many as the biggest party of the file has names. */
const GUEST_COLUMNS = 'Guest 1, Guest 2, …';

/** `/admin/export-guestlist`: a club's guestlist for a night or a range, as the door team's file. */
export function AdminExportPage() {
  const clubs = useAdminClubs();
  const list = clubs.data?.clubs ?? [];
  const [clubId, setClubId] = useState('');
  const tonight = todayIn(new Date());
  const range = useDateRange({ from: tonight, to: tonight });
  const { from, to, problem } = range;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const formatLabel = useId();

  useEffect(() => {
    const first = list.find((club) => club.visible) ?? list[0];
    if (clubId === '' && first) setClubId(first.id);
  }, [clubId, list]);

  const club = list.find((c) => c.id === clubId);
  const ready = club !== undefined && problem === null;

  return (
    <AdminShell title="EXPORT GUESTLIST">
      <Box
        sx={(theme) => ({
          maxWidth: 640,
          p: { xs: 2, sm: 3 },
          borderRadius: `${theme.cardRadius}px`,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        })}
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          One row per party, ordered by night, status and surname, for the door team’s list or a spreadsheet.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ClubSelect
            clubs={list}
            value={clubId}
            onChange={setClubId}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <DateRangeFields range={range} />
        </Box>
        <Typography id={formatLabel} sx={{ mt: 2, fontWeight: 600 }}>
          Format
        </Typography>
        <RadioGroup
          row
          aria-labelledby={formatLabel}
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          <FormControlLabel value="csv" control={<Radio />} label="CSV" />
          <FormControlLabel value="xlsx" control={<Radio />} label="Excel (XLSX)" />
        </RadioGroup>
        {problem && (
          <Alert severity="warning" variant="outlined" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
        {clubs.isError && (
          <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
            {clubs.error.message}
          </Alert>
        )}
        <Button
          variant="neon"
          size="large"
          startIcon={<DownloadIcon />}
          sx={{ mt: 2 }}
          fullWidth
          // A plain link: the browser streams the file to disk, whatever its size.
          {...(ready
            ? { component: 'a', href: exportHref({ clubId, from, to, format }), download: true }
            : { disabled: true })}
        >
          DOWNLOAD
        </Button>
        <Typography variant="h2" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
          Columns in the file
        </Typography>
        <Box
          component="ul"
          aria-label="Columns in the file"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}
        >
          {[...EXPORT_COLUMNS, GUEST_COLUMNS].map((column) => (
            <Box component="li" key={column} sx={{ listStyle: 'none' }}>
              <Chip size="small" variant="outlined" label={column} />
            </Box>
          ))}
        </Box>
      </Box>
    </AdminShell>
  );
}
