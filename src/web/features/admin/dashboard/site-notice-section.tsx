import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type SiteNotice, setSiteNoticeBodySchema } from '../../../../shared/api/admin/site-notice-schema.ts';
import { formSchema } from '../../../components/form/form-schema.ts';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField, only } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { useSiteNotice } from '../api/get-site-notice.ts';
import { useSaveSiteNotice } from '../api/save-site-notice.ts';
import { NoticePreview } from '../notice/notice-preview.tsx';

const TEXT_MAX = 280;

interface NoticeValues {
  enabled: boolean;
  text: string;
}

/** The notice's own words for an empty or long text, then the API's schema on what would be saved. */
const noticeFormSchema = formSchema<NoticeValues>({
  api: setSiteNoticeBodySchema,
  toBody: (values) => ({ enabled: values.enabled, text: values.text }),
  checks: ({ text }) => {
    const trimmed = text.trim();
    return {
      text:
        trimmed === ''
          ? 'Write the notice (switch it off instead of leaving it empty).'
          : trimmed.length > TEXT_MAX
            ? `Keep it to ${TEXT_MAX} characters.`
            : undefined,
    };
  },
});

/** The home page's banner: on or off, its text, and a preview before saving. */
export function SiteNoticeSection() {
  const notice = useSiteNotice();
  if (notice.isPending) return <LoadingSpinner label="Loading the site notice" py={3} />;
  if (notice.isError) return <LoadError message={notice.error.message}>{null}</LoadError>;
  return <SiteNoticeForm saved={notice.data} />;
}

function SiteNoticeForm({ saved }: { saved: SiteNotice }) {
  const save = useSaveSiteNotice();
  // Checked as typed: SAVE NOTICE stays off while the text cannot be saved.
  const { control, formRef, submit, reset, formState, showServerErrors } = useSchemaForm(noticeFormSchema, {
    defaultValues: { enabled: saved.enabled, text: saved.text },
    mode: 'onChange',
  });
  const [enabled, text] = useWatch({ control, name: ['enabled', 'text'] });
  const [done, setDone] = useState(false);
  // Another admin saved meanwhile (a live event): take their version unless this one has edits.
  const { isDirty } = formState;
  useEffect(() => {
    if (!isDirty) reset({ enabled: saved.enabled, text: saved.text });
  }, [saved, isDirty, reset]);

  const trimmed = text.trim();
  const changed = enabled !== saved.enabled || trimmed !== saved.text;

  const send = (values: NoticeValues) => {
    if (save.isPending) return;
    const body = { enabled: values.enabled, text: values.text.trim() };
    save.mutate(body, {
      onSuccess: () => {
        setDone(true);
        // What was saved is the form's new starting point: the next live change may replace it.
        reset(body);
      },
      onError: (error) => showServerErrors(error, only('text')),
    });
  };

  return (
    <Box
      component="form"
      ref={formRef}
      aria-label="Site notice"
      noValidate
      onSubmit={(event) => {
        setDone(false);
        void submit(send)(event);
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <FormSwitch
        control={control}
        name="enabled"
        label={(on) => (on ? 'Shown on the home page' : 'Switched off')}
      />
      <FormTextField
        control={control}
        name="text"
        label="Notice text"
        multiline
        minRows={2}
        hint={`${trimmed.length}/${TEXT_MAX} characters`}
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
      {save.isError && !namesField(save.error, ['text']) && (
        <Alert severity="error" variant="outlined">
          {save.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="neon" disabled={save.isPending || !changed || !formState.isValid}>
          {save.isPending ? 'SAVING...' : 'SAVE NOTICE'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {done && !changed ? 'Saved: open home pages show it now.' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
