import {
  expandDatePattern,
  openDatesBodySchema,
  setCapacityBodySchema,
} from '../../../../shared/api/admin/dates-schema.ts';
import { type IsoDate, isIsoDate, type Weekday } from '../../../../shared/dates.ts';
import { type FieldMessages, formSchema } from '../../../components/form/form-schema.ts';
import type { FieldOf } from '../../../components/form/server-errors.ts';
import { type CapacityDraft, capacityChecks, parseCapacity } from './capacity-fields.tsx';

export const MAX_WEEKS = 52;

/** The API's capacity fields, typed in the boxes named by gender. */
export const capacityFieldOf: FieldOf = (path) =>
  path === 'capacityFemale' ? 'female' : path === 'capacityMale' ? 'male' : null;

/** The spots as the API takes them: null for a blank box (no limit). */
export function capacityBody(value: CapacityDraft) {
  return { capacityFemale: parseCapacity(value.female).value, capacityMale: parseCapacity(value.male).value };
}

/** One night's spots (the date dialog): each box's own word, then the API's. */
export const capacityFormSchema = formSchema<CapacityDraft>({
  api: setCapacityBodySchema,
  toBody: capacityBody,
  checks: capacityChecks,
  fieldOf: capacityFieldOf,
});

/** OPEN MANY DATES as typed: the weekdays, for how many weeks from which date, and the spots. */
export interface OpenManyValues extends CapacityDraft {
  weekdays: Weekday[];
  weeks: string;
  from: string;
}

/** What is wrong with the pattern's boxes (null each when fine), `today` being the first date offered. */
export function patternProblems(values: OpenManyValues, today: IsoDate) {
  const weekCount = Number(values.weeks);
  return {
    weeks:
      !Number.isInteger(weekCount) || weekCount < 1 || weekCount > MAX_WEEKS
        ? `Enter a number of weeks from 1 to ${MAX_WEEKS}.`
        : null,
    from: !isIsoDate(values.from)
      ? 'Pick a start date.'
      : values.from < today
        ? 'Start today or later.'
        : null,
  };
}

/** The dates the pattern makes: none while the weeks or the start cannot be read. */
export function patternDates(values: OpenManyValues, today: IsoDate): IsoDate[] {
  const problems = patternProblems(values, today);
  if (problems.weeks || problems.from) return [];
  return expandDatePattern(values.from, Number(values.weeks), values.weekdays);
}

/** The request: the dates, and the spots only for boxes filled (open dates keep theirs otherwise). */
export function openManyBody(values: OpenManyValues, today: IsoDate) {
  const { capacityFemale, capacityMale } = capacityBody(values);
  return {
    dates: patternDates(values, today),
    ...(capacityFemale !== null ? { capacityFemale } : {}),
    ...(capacityMale !== null ? { capacityMale } : {}),
  };
}

/** The pattern's and the boxes' own words, then the API's on the request (its date count above all). */
export function openManySchema(today: IsoDate) {
  return formSchema<OpenManyValues>({
    api: openDatesBodySchema,
    toBody: (values) => openManyBody(values, today),
    checks: (values): FieldMessages => {
      const problems = patternProblems(values, today);
      return {
        ...capacityChecks(values),
        weeks: problems.weeks ?? undefined,
        from: problems.from ?? undefined,
        weekdays: values.weekdays.length === 0 ? 'Pick at least one day of the week.' : undefined,
      };
    },
    // A refused list of dates is said in the preview's heading, which the form draws from the pattern.
    fieldOf: (path) => (path === 'dates' || path.startsWith('dates.') ? null : capacityFieldOf(path)),
  });
}
