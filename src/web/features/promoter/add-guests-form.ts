import { addPromoterGuestsBodySchema } from '../../../shared/api/promoter-schema.ts';
import { normalizePhoneNumber } from '../../../shared/phone.ts';
import { type FieldMessages, formSchema } from '../../components/form/form-schema.ts';
import type { NewGuest } from './api/promoter-types.ts';
import { type GuestLine, parseGuestLines } from './guest-lines.ts';

export type AddGuestsMode = 'one' | 'paste';

/** The ADD GUESTS form as typed: one guest's fields, or a pasted list; `mode` is the tab shown. */
export interface AddGuestsValues {
  mode: AddGuestsMode;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** '' until lady or man is picked. */
  gender: NewGuest['gender'] | '';
  paste: string;
}

export const EMPTY_GUESTS_FORM: AddGuestsValues = {
  mode: 'one',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  gender: '',
  paste: '',
};

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The pasted lines, the guests they read as, and those that do not read. */
export function readPaste(paste: string): { lines: GuestLine[]; guests: NewGuest[]; bad: GuestLine[] } {
  const lines = parseGuestLines(paste);
  return {
    lines,
    guests: lines.flatMap((line) => (line.guest ? [line.guest] : [])),
    bad: lines.filter((line) => line.error),
  };
}

/** The guests the request carries: the one typed (trimmed, the number normalised), or those pasted. */
export function guestsToSend(values: AddGuestsValues): NewGuest[] {
  if (values.mode === 'paste') return readPaste(values.paste).guests;
  const phone = normalizePhoneNumber(values.phoneNumber);
  return [
    {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: phone.ok ? phone.phoneNumber : values.phoneNumber,
      gender: values.gender as NewGuest['gender'],
    },
  ];
}

/** What the form says before the API's rules: a blank, a missing choice, a list with lines to fix. */
function checks(values: AddGuestsValues): FieldMessages {
  const found: FieldMessages = {};
  if (values.mode === 'paste') {
    const { guests, bad } = readPaste(values.paste);
    if (guests.length === 0 || bad.length > 0)
      found.paste =
        guests.length === 0 && bad.length === 0
          ? 'Paste your guests, one per line.'
          : `Fix ${plural(bad.length, 'line', 'lines')} first: each says what is wrong.`;
    return found;
  }
  if (!values.firstName.trim()) found.firstName = 'Add the first name.';
  if (!values.lastName.trim()) found.lastName = 'Add the last name.';
  if (!values.phoneNumber.trim()) found.phoneNumber = 'Add the phone number the guest gets the pass on.';
  if (!values.gender) found.gender = 'Pick lady or man.';
  return found;
}

/**
 * The form's schema: the checks above, then the API's own (`POST /api/promoter/guests`) on the
 * request it would send, its words under the one guest's fields (a name's stray character, the
 * phone number) or, for a pasted list, under the list.
 */
export function addGuestsSchema(clubId: string, date: string) {
  return formSchema<AddGuestsValues>({
    api: addPromoterGuestsBodySchema,
    toBody: (values) => ({ clubId, date, guests: guestsToSend(values) }),
    checks,
    fieldOf: (path, values) => {
      if (!path.startsWith('guests')) return null;
      if (values.mode === 'paste') return 'paste';
      return /^guests\.0\.(firstName|lastName|phoneNumber|gender)$/.exec(path)?.[1] ?? null;
    },
  });
}
