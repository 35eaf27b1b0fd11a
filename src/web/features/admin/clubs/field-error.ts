import type { FieldErrors } from './club-form-state.ts';

/** The server's messages start in lower case ("must be ..."): shown under their field, they read as a sentence. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Props for a TextField showing the error at `path`, else `hint`. */
export function errorProps(errors: FieldErrors, path: string, hint?: string) {
  const message = errors[path];
  return { error: Boolean(message), helperText: message ? sentence(message) : hint };
}
