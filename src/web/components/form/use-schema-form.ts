import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldValues, type SubmitHandler, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldOf, setServerErrors } from './server-errors.ts';

/** What the focus looks for: an input MUI marks invalid, or a control the form layer marks so. */
export const INVALID_SELECTOR = '[aria-invalid="true"], [data-invalid="true"]';

/**
 * React Hook Form with a zod schema as its resolver (the API's own, see form-schema.ts), and the focus
 * on the first field in error, in the order the fields stand on screen, once its message is drawn:
 * after a submit the schema refuses, and after the server's refusal names fields.
 */
export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<Output, Values>,
  options: NoInfer<Omit<UseFormProps<Values, unknown, Output>, 'resolver'>> = {},
) {
  const form = useForm<Values, unknown, Output>({
    ...options,
    resolver: zodResolver(schema) as UseFormProps<Values, unknown, Output>['resolver'],
    // The form's order on screen, not the order fields were registered in (rows added later).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = useCallback(() => setFocusRequest((n) => n + 1), []);
  const { handleSubmit, setError } = form;

  /**
   * The form's onSubmit: `onValid` with the checked values, else `onInvalid` and the focus on the
   * first mistake.
   */
  const submit = useCallback(
    (onValid: SubmitHandler<Output>, onInvalid?: () => void) =>
      handleSubmit(onValid, () => {
        onInvalid?.();
        // React Hook Form hands the errors to the fields after this callback: the focus waits for them.
        setTimeout(focusFirstInvalid);
      }),
    [handleSubmit, focusFirstInvalid],
  );
  /** Puts the server's 400 under the fields it names (see setServerErrors); true when it named one. */
  const showServerErrors = useCallback(
    (error: unknown, fieldOf?: FieldOf) => {
      const any = setServerErrors(setError, error, fieldOf);
      if (any) focusFirstInvalid();
      return any;
    },
    [setError, focusFirstInvalid],
  );
  return { ...form, formRef, submit, showServerErrors, focusFirstInvalid };
}
