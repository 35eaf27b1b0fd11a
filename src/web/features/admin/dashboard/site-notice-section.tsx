import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import type { SiteNotice } from '../../../../shared/api/admin/site-notice-schema.ts';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSiteNotice } from '../api/get-site-notice.ts';
import { useSaveSiteNotice } from '../api/save-site-notice.ts';
import { NoticePreview } from '../notice/notice-preview.tsx';

const TEXT_MAX = 280;

/** The home page's banner: on or off, its text, and a preview before saving. */
export function SiteNoticeSection() {
  const notice = useSiteNotice();
  if (notice.isPending) return <LoadingSpinner label="Loading the site notice" py={3} />;
  if (notice.isError) return <LoadError message={notice.error.message}>{null}</LoadError>;
  return <SiteNoticeForm saved={notice.data} />;
}

function SiteNoticeForm({ saved }: { saved: SiteNotice }) {
  const save = useSaveSiteNotice();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [text, setText] = useState(saved.text);
  const [done, setDone] = useState(false);
  // Another admin saved meanwhile (a live event): take their version unless this one has edits.
  const [base, setBase] = useState(saved);
  useEffect(() => {
    if (saved === base) return;
    if (enabled === base.enabled && text === base.text) {
      setEnabled(saved.enabled);
      setText(saved.text);
    }
    setBase(saved);
  }, [saved, base, enabled, text]);

  const trimmed = text.trim();
  const localError =
    trimmed === ''
      ? 'Write the notice (switch it off instead of leaving it empty).'
      : trimmed.length > TEXT_MAX
        ? `Keep it to ${TEXT_MAX} characters.`
        : null;
  const serverError =
    save.error instanceof ApiRequestError
      ? (save.error.fields.find((field) => field.path === 'text')?.message ?? null)
      : null;
  const changed = enabled !== saved.enabled || trimmed !== saved.text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (localError || save.isPending) return;
    save.mutate({ enabled, text: trimmed }, { onSuccess: () => setDone(true) });
  };

  return (
    <Box
      component="form"
      aria-label="Site notice"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label={enabled ? 'Shown on the home page' : 'Switched off'}
      />
      <TextField
        label="Notice text"
        multiline
        minRows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setDone(false);
        }}
        error={Boolean((text !== saved.text && localError) || serverError)}
        helperText={
          (text !== saved.text && localError) ||
          (serverError ? `Text ${serverError}` : `${trimmed.length}/${TEXT_MAX} characters`)
        }
        slotProps={{ htmlInput: { maxLength: TEXT_MAX + 40 } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          PREVIEW
        </Typography>
        <Box sx={{ border: '1px dashed', borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <NoticePreview text={text} enabled={enabled} />
        </Box>
      </Box>
      {save.isError && !serverError && (
        <Alert severity="error" variant="outlined">
          {save.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="neon" disabled={save.isPending || !changed || Boolean(localError)}>
          {save.isPending ? 'SAVING...' : 'SAVE NOTICE'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {done && !changed ? 'Saved: open home pages show it now.' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
