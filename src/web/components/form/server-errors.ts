import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client.ts';

/** The form's field for a path the server names, or null for one the form does not show. */
export type FieldOf = (path: string) => string | null;

/** Only the server's word on `names`, which the form shows under fields of the same name. */
export const only =
  (...names: string[]): FieldOf =>
  (path) =>
    names.includes(path) ? path : null;

/**
 * The server's 400 said at the fields it names (`guests.0.phoneNumber`): each path the form shows
 * (`fieldOf` says under which field; every path as it is when left out) gets the server's message,
 * the first about it. True when one did; the rest of the error is the form's to say once, above its
 * buttons.
 */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fieldOf: FieldOf = (path) => path,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const seen = new Set<string>();
  for (const { path, message } of error.fields) {
    const field = fieldOf(path);
    if (field === null || seen.has(field)) continue;
    seen.add(field);
    setError(field as Path<Values>, { type: 'server', message });
  }
  return seen.size > 0;
}

/** Whether the server's error names one of `paths`: its message is then under that field, not above the buttons. */
export function namesField(error: unknown, paths: readonly string[]): boolean {
  return error instanceof ApiRequestError && error.fields.some((field) => paths.includes(field.path));
}
