import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The server's 400 said at the fields it names (`guests.0.phoneNumber`): each path the form shows
 * (`shown`, or every path when it is left out) gets the server's message. True when one did; the
 * rest of the error is the form's to say once, above its buttons.
 */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  shown?: (path: string) => boolean,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let any = false;
  const seen = new Set<string>();
  for (const { path, message } of error.fields) {
    if (seen.has(path) || (shown && !shown(path))) continue;
    seen.add(path);
    setError(path as Path<Values>, { type: 'server', message });
    any = true;
  }
  return any;
}

/** Whether the server's error names one of `paths`: its message is then under that field, not above the buttons. */
export function namesField(error: unknown, paths: readonly string[]): boolean {
  return error instanceof ApiRequestError && error.fields.some((field) => paths.includes(field.path));
}
