import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SessionResponse } from '../../../../shared/api/auth-schema.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type ProfileFields as Fields,
  PROFILE_BUTTONS,
  PROFILE_MESSAGES,
  PROFILE_SIGN_UP_HEADING,
} from '../../../../shared/profile.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { updateProfile } from '../api/update-profile.ts';
import {
  type FieldErrors,
  type FieldName,
  firstInvalidField,
  hasBlankField,
  profileFieldErrors,
  serverFieldErrors,
} from '../field-errors.ts';
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
  const [fields, setFields] = useState<Fields>(() => ({
    firstName: auth.profile?.firstName ?? '',
    lastName: auth.profile?.lastName ?? '',
    email: auth.profile?.email ?? '',
    instagram: auth.profile?.instagram ?? '',
  }));
  const [preferences, setPreferences] = useState(
    () => auth.profile?.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
  );
  const [saving, setSaving] = useState(false);
  // Errors about a field are said at the field; `error` is for the rest (the session, the network).
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const inputRefs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    instagram: useRef<HTMLInputElement>(null),
  };
  // Focused once the fields are enabled again (they are disabled while saving).
  const [focusField, setFocusField] = useState<FieldName | null>(null);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; saving re-enables the fields.
  useEffect(() => {
    if (!focusField || saving) return;
    inputRefs[focusField].current?.focus();
    setFocusField(null);
  }, [focusField, saving]);

  if (nothingToComplete) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = profileFieldErrors(fields);
    setFieldErrors(invalid);
    const first = firstInvalidField(invalid);
    if (first) {
      setError(null);
      setFocusField(first);
      return;
    }
    const problem = auth.checking
      ? PROFILE_MESSAGES.authPending
      : !auth.user
        ? PROFILE_MESSAGES.sessionExpired
        : !verifiedPhone
          ? PROFILE_MESSAGES.noVerifiedPhone
          : null;
    setError(problem);
    if (problem) return;

    setSaving(true);
    try {
      const session = await updateProfile({
        mode,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        instagram: fields.instagram.trim(),
        ...(mode === 'edit' ? { notificationPreferences: preferences } : {}),
      });
      auth.setSession(session);
      onComplete?.(session);
    } catch (caught) {
      const atFields = serverFieldErrors(caught, fields);
      if (atFields) {
        setFieldErrors(atFields);
        setFocusField(firstInvalidField(atFields) ?? null);
      } else if (caught instanceof ApiRequestError && caught.status === 401) {
        setError(PROFILE_MESSAGES.sessionExpired);
        void auth.refresh();
      } else {
        setError(`${PROFILE_MESSAGES.saveFailedPrefix}${(caught as Error).message}`);
      }
    } finally {
      setSaving(false);
    }
  };

  const message = expired ? PROFILE_MESSAGES.authExpired : error;
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
      noValidate
      onSubmit={submit}
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
      <ProfileFields
        value={fields}
        onChange={(next, changed) => {
          setFields(next);
          // A field being corrected stops saying what was wrong with it.
          if (fieldErrors[changed]) setFieldErrors({ ...fieldErrors, [changed]: undefined });
        }}
        errors={fieldErrors}
        inputRefs={inputRefs}
        disabled={saving || expired}
        autoFocus={autoFocus}
      />
      {mode === 'edit' && (
        <NotificationPreferences value={preferences} onChange={setPreferences} disabled={saving || expired} />
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
