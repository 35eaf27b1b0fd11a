import { describe, expect, test } from 'vitest';
import { capacityFormSchema, type OpenManyValues, openManyBody, openManySchema } from './date-forms.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

const TODAY = '2026-11-23';
const pattern: OpenManyValues = { weekdays: ['friday'], weeks: '2', from: TODAY, female: '', male: '40' };

describe('the dates forms', () => {
  test('a night’s spots: blank is no limit, anything else a whole number', () => {
    expect(messages(capacityFormSchema.safeParse({ female: '', male: '12' }))).toEqual({});
    expect(messages(capacityFormSchema.safeParse({ female: 'lots', male: '' }))).toEqual({
      female: 'Enter a whole number of people (0 to 100000), or leave it blank for no limit.',
    });
  });

  test('many dates: the pattern’s boxes say what is wrong with them', () => {
    const schema = openManySchema(TODAY);
    expect(messages(schema.safeParse(pattern))).toEqual({});
    expect(messages(schema.safeParse({ ...pattern, weeks: '60', from: '2026-11-01', weekdays: [] }))).toEqual(
      {
        weeks: 'Enter a number of weeks from 1 to 52.',
        from: 'Start today or later.',
        weekdays: 'Pick at least one day of the week.',
      },
    );
  });

  test('many dates: the request leaves a blank box out, so open dates keep their spots', () => {
    expect(openManyBody(pattern, TODAY)).toEqual({ dates: ['2026-11-27', '2026-12-04'], capacityMale: 40 });
  });
});
