import { clubInputSchema } from '../../../../shared/api/admin/clubs-schema.ts';
import { formSchema } from '../../../components/form/form-schema.ts';
import { type ClubDraft, inputFromDraft, validateDraft } from './club-form-state.ts';

/**
 * The club form's schema: the obvious mistakes in what is typed first (validateDraft's words, e.g. a
 * number box holding text), then clubInputSchema, the API's, on the body the form would send: every
 * other rule (a name's stray character, a concierge number, a note too long) is said at its field
 * before sending, in the server's words.
 */
export const clubFormSchema = formSchema<ClubDraft>({
  api: clubInputSchema,
  toBody: inputFromDraft,
  checks: validateDraft,
});
