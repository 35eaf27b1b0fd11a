// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { FormChoiceButtons } from './form-choice-buttons.tsx';
import { formSchema } from './form-schema.ts';
import { FormSwitch } from './form-switch.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';

afterEach(cleanup);

interface Guest {
  firstName: string;
  phone: string;
  gender: '' | 'female' | 'male';
  texts: boolean;
}

const api = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(8, { error: 'must be at most 8 characters' }),
  phone: z.string().regex(/^\d{10}$/, { error: 'must be 10 digits' }),
  gender: z.enum(['female', 'male'], { error: 'must be female or male' }),
  texts: z.boolean(),
});
const schema = formSchema<Guest>({
  api,
  toBody: (guest) => guest,
  checks: (guest) => (guest.gender ? {} : { gender: 'Pick lady or man.' }),
});

let serverError: unknown = null;

function GuestForm({ onValid }: { onValid: (guest: Guest) => void }) {
  const form = useSchemaForm(schema, {
    defaultValues: { firstName: '', phone: '', gender: '', texts: true },
  });
  const send = (guest: Guest) => {
    onValid(guest);
    if (serverError) form.showServerErrors(serverError);
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit(send)}>
      <FormTextField control={form.control} name="firstName" label="First name" hint="As on their ID." />
      <FormTextField control={form.control} name="phone" label="Phone" />
      <FormChoiceButtons
        control={form.control}
        name="gender"
        label="The guest is a"
        options={[
          { value: 'female', label: 'LADY' },
          { value: 'male', label: 'MAN' },
        ]}
      />
      <FormSwitch control={form.control} name="texts" label={(on) => (on ? 'Texts on' : 'Texts off')} />
      <button type="submit">SEND</button>
    </form>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'SEND' })));

describe('a form on the form layer', () => {
  test('a refused submit says each mistake under its field, tied to it, and focuses the first', async () => {
    const onValid = vi.fn();
    render(<GuestForm onValid={onValid} />);
    const firstName = screen.getByLabelText('First name');
    expect(describedBy(firstName)).toBe('As on their ID.');
    await send();
    expect(onValid).not.toHaveBeenCalled();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    // The API's words, as a sentence, in place of the hint.
    expect(describedBy(firstName)).toBe('Must not be empty');
    expect(describedBy(screen.getByLabelText('Phone'))).toBe('Must be 10 digits');
    expect(describedBy(screen.getByRole('group', { name: 'The guest is a' }))).toBe('Pick lady or man.');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
  });

  test('the focus goes to the first field in error in the order on screen', async () => {
    render(<GuestForm onValid={vi.fn()} />);
    type('First name', 'Mia');
    type('Phone', '6465550101');
    await send();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'LADY' })));
  });

  test('a field being corrected says at once whether it is right now', async () => {
    render(<GuestForm onValid={vi.fn()} />);
    await send();
    const firstName = screen.getByLabelText('First name');
    await act(async () => type('First name', 'Mia'));
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('false'));
    expect(describedBy(firstName)).toBe('As on their ID.');
    await act(async () => type('First name', 'Mia Alexandra'));
    await waitFor(() => expect(describedBy(firstName)).toBe('Must be at most 8 characters'));
  });

  test('a valid form hands over its values as typed', async () => {
    const onValid = vi.fn();
    render(<GuestForm onValid={onValid} />);
    type('First name', ' Mia ');
    type('Phone', '6465550101');
    fireEvent.click(screen.getByRole('button', { name: 'MAN' }));
    fireEvent.click(screen.getByLabelText('Texts on'));
    expect(screen.getByLabelText('Texts off')).toBeTruthy();
    await send();
    expect(onValid).toHaveBeenCalledWith({
      firstName: ' Mia ',
      phone: '6465550101',
      gender: 'male',
      texts: false,
    });
  });

  test("the server's refusal goes under the fields it names, and the first takes the focus", async () => {
    serverError = new ApiRequestError(400, 'invalid_request', 'The field "phone" is invalid', [
      { path: 'phone', message: 'is already on the list' },
      { path: 'clubId', message: 'must be a club id' },
    ]);
    try {
      render(<GuestForm onValid={vi.fn()} />);
      type('First name', 'Mia');
      type('Phone', '6465550101');
      fireEvent.click(screen.getByRole('button', { name: 'LADY' }));
      await send();
      const phone = screen.getByLabelText('Phone');
      await waitFor(() => expect(describedBy(phone)).toBe('Is already on the list'));
      await waitFor(() => expect(document.activeElement).toBe(phone));
    } finally {
      serverError = null;
    }
  });
});
