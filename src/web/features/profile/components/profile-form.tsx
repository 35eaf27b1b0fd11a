import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { SessionResponse } from '../../../../shared/api/auth-schema.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  PROFILE_BUTTONS,
  PROFILE_MESSAGES,
  PROFILE_SIGN_UP_HEADING,
} from '../../../../shared/profile.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { updateProfile } from '../api/update-profile.ts';
import { FIELD_ORDER, type FieldErrors, hasBlankField, serverFieldErrors } from '../field-errors.ts';
import { type ProfileValues, profileBody, profileFormSchema } from '../profile-form-schema.ts';
import { NotificationPreferences } from './notification-preferences.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { TermsNote } from './terms-note.tsx';

export interface ProfileFormProps {
  mode: 'sign-up' | 'edit';
  /** A verified phone number the caller already holds (SPEC §5: "a prop"). */
  phoneNumber?: string;
  /** After a successful save (with the new session), or with null when the session ended under the form. */
  onComplete?: (session: SessionResponse | null) => void;
  /** The sign-up heading; off where the surrounding dialog already titles the step. */
  showHeading?: boolean;
  /** Moves focus to the first field when the form appears (the dialog's profile step). */
  autoFocus?: boolean;
}

/** SPEC §2/§4/§5: the profile form, for completing a new profile (sign-up) or editing one. */
export function ProfileForm({
  mode,
  phoneNumber,
  onComplete,
  showHeading = true,
  autoFocus,
}: ProfileFormProps) {
  const auth = useAuth();
  const schema = useMemo(() => profileFormSchema(mode), [mode]);
  const { control, formRef, submit, setError, focusFirstInvalid, formState } = useSchemaForm(schema, {
    defaultValues: {
      firstName: auth.profile?.firstName ?? '',
      lastName: auth.profile?.lastName ?? '',
      email: auth.profile?.email ?? '',
      instagram: auth.profile?.instagram ?? '',
      notificationPreferences: auth.profile?.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
    },
  });
  const [saving, setSaving] = useState(false);
  // A double tap's second submit comes before `saving` has re-rendered the button.
  const sending = useRef(false);
  // Errors about a field are said at the field; `error` is for the rest (the session, the network).
  const [error, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const seenSignedIn = useRef(false);
  const verifiedPhone = phoneNumber ?? auth.user?.phoneNumber ?? auth.profile?.phoneNumber;
  // SPEC §4: nothing to complete for someone who never verified a phone.
  const nothingToComplete = mode === 'sign-up' && !auth.checking && !verifiedPhone && !seenSignedIn.current;

  useEffect(() => {
    if (auth.status === 'signed-in') {
      seenSignedIn.current = true;
    } else if (seenSignedIn.current && !expired) {
      setExpired(true);
      onComplete?.(null);
    }
  }, [auth.status, expired, onComplete]);

  useEffect(() => {
    if (nothingToComplete) onComplete?.(null);
  }, [nothingToComplete, onComplete]);

  if (nothingToComplete) return null;

  const save = async (values: ProfileValues) => {
    if (sending.current) return;
    const problem = auth.checking
      ? PROFILE_MESSAGES.authPending
      : !auth.user
        ? PROFILE_MESSAGES.sessionExpired
        : !verifiedPhone
          ? PROFILE_MESSAGES.noVerifiedPhone
          : null;
    setFormError(problem);
    if (problem) return;

    sending.current = true;
    setSaving(true);
    try {
      const session = await updateProfile(profileBody(values, mode));
      auth.setSession(session);
      onComplete?.(session);
    } catch (caught) {
      const atFields = serverFieldErrors(caught, values);
      if (atFields) {
        for (const name of FIELD_ORDER) {
          const message = atFields[name];
          if (message) setError(name, { type: 'server', message });
        }
        // Once the fields are enabled again (they are disabled while saving).
        focusFirstInvalid();
      } else if (caught instanceof ApiRequestError && caught.status === 401) {
        setFormError(PROFILE_MESSAGES.sessionExpired);
        void auth.refresh();
      } else {
        setFormError(`${PROFILE_MESSAGES.saveFailedPrefix}${(caught as Error).message}`);
      }
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const message = expired ? PROFILE_MESSAGES.authExpired : error;
  const fieldErrors: FieldErrors = Object.fromEntries(
    FIELD_ORDER.map((name) => [name, formState.errors[name]?.message]),
  );
  const blankFields = hasBlankField(fieldErrors);
  const disabled = saving || auth.checking || expired;
  const label = auth.checking
    ? PROFILE_BUTTONS.checkingAuth
    : saving
      ? PROFILE_BUTTONS.saving
      : mode === 'sign-up'
        ? PROFILE_BUTTONS.signUp
        : PROFILE_BUTTONS.edit;

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // Field errors from an earlier try stay with their fields; the banner speaks afresh.
        setFormError(null);
        void submit(save)(event);
      }}
      aria-label={mode === 'sign-up' ? PROFILE_SIGN_UP_HEADING : 'Edit profile'}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {mode === 'sign-up' && showHeading && (
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {PROFILE_SIGN_UP_HEADING}
          </Typography>
          <Typography color="text.secondary">
            One time only: the door needs to know who’s on the list.
          </Typography>
        </Box>
      )}
      <ProfileFields control={control} disabled={saving || expired} autoFocus={autoFocus} />
      {mode === 'edit' && (
        <Controller
          control={control}
          name="notificationPreferences"
          render={({ field }) => (
            <NotificationPreferences
              value={field.value}
              onChange={field.onChange}
              disabled={saving || expired}
            />
          )}
        />
      )}
      {/* SPEC §5's sentence for blank fields, beside the fields that say which ones: not a banner. */}
      {blankFields && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {PROFILE_MESSAGES.required}
        </Typography>
      )}
      {message && (
        <Alert severity="error" variant="outlined" role="alert">
          {message}
        </Alert>
      )}
      <Button type="submit" variant="neon" size="large" fullWidth disabled={disabled}>
        {label}
      </Button>
      {mode === 'sign-up' && <TermsNote />}
    </Box>
  );
}
