import { joinGuestlistBodySchema } from '../../../shared/api/guestlist-schema.ts';
import { nameProblem } from '../../../shared/storable-text.ts';
import { type FieldMessages, formSchema } from '../../components/form/form-schema.ts';
import { guestNamesToSend, type Party } from './party.ts';

/** The join form as set: the party on the steppers, and the guest name boxes (blank ones are skipped). */
export interface JoinValues {
  party: Party;
  guestNames: { value: string }[];
}

/** `POST /api/guestlist`'s body for the form (the promoter's code is added when sending). */
export function joinBody(values: JoinValues, clubId: string, date: string) {
  return {
    clubId,
    date,
    ladies: values.party.ladies,
    men: values.party.men,
    guestNames: guestNamesToSend(
      values.guestNames.map((name) => name.value),
      values.party,
    ),
  };
}

/** A pasted tab or hidden character in a name, said under that name as it is typed. */
function nameChecks(values: JoinValues): FieldMessages {
  const found: FieldMessages = {};
  values.guestNames.forEach((name, index) => {
    const problem = nameProblem(name.value);
    if (problem) found[`guestNames.${index}.value`] = `This name ${problem}.`;
  });
  return found;
}

/**
 * The join form's schema: each name box's own check, then the API's on the body. The steppers keep
 * the party within what the API takes; the names it checks are the boxes' trimmed values, whose
 * problems the boxes have said already.
 */
export function joinFormSchema(clubId: string, date: string) {
  return formSchema<JoinValues>({
    api: joinGuestlistBodySchema,
    toBody: (values) => joinBody(values, clubId, date),
    checks: nameChecks,
    fieldOf: (path) =>
      path.startsWith('guestNames') ? null : path === 'ladies' || path === 'men' ? 'party' : null,
  });
}
