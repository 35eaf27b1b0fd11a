import { z } from 'zod';

/** A field's path as the form and the API both name it (`tableTypes.0.name`) → its message. */
export type FieldMessages = Record<string, string | undefined>;

export interface FormSchemaOptions<Values> {
  /** The API's own schema for the request: the server validates with the same one. */
  api: z.ZodType;
  /** The body the form would send for these values. */
  toBody: (values: Values) => unknown;
  /**
   * The form's checks of what is typed, before the API's: a number box holding text, a blank the
   * body would carry as something else. Their message wins at their field.
   */
  checks?: (values: Values) => FieldMessages;
  /**
   * The form's field for a path of the body, when the two differ (`guests.0.firstName` →
   * `firstName`); null for what no field of the form holds. By default the same path.
   */
  fieldOf?: (path: string, values: Values) => string | null;
}

const pathOf = (path: string) => (path === '' ? ['root'] : path.split('.'));

/**
 * The schema a form's resolver runs: the form's own checks, then the API's schema on the body the
 * form would send. An API issue lands on the field of the same path, with the words the server would
 * answer, so a mistake is told the same way before sending as after. The values come through as
 * typed: submitting sends `toBody(values)`, as before.
 */
export function formSchema<Values>({ api, toBody, checks, fieldOf }: FormSchemaOptions<Values>) {
  return z.custom<Values>().superRefine((values, ctx) => {
    const own = checks?.(values) ?? {};
    for (const [path, message] of Object.entries(own))
      if (message) ctx.addIssue({ code: 'custom', path: pathOf(path), message });
    const checked = api.safeParse(toBody(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const apiPath = issue.path.join('.');
      const path = fieldOf ? fieldOf(apiPath, values) : apiPath;
      if (path !== null && !own[path])
        ctx.addIssue({ code: 'custom', path: pathOf(path), message: issue.message });
    }
  });
}

/** The API's messages start in lower case ("must be ..."): shown under their field, they read as a sentence. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
