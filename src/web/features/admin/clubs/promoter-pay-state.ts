import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { formatDollars } from '../../../lib/money.ts';
import type { FieldErrors } from './club-form-state.ts';

/** The promoter pay form as typed: text, so a half-typed "12." or an empty box is never lost. */
export interface PayDraft {
  lady: string;
  man: string;
  bonusOn: boolean;
  bonusAfter: string;
  bonus: string;
}

const text = (n: number) => String(n);

/** The form for `rates`, or empty when they are not known (the admin API does not send them). */
export function payDraftFrom(rates: PromoterRates | null): PayDraft {
  if (!rates) return { lady: '', man: '', bonusOn: false, bonusAfter: '', bonus: '' };
  return {
    lady: text(rates.lady),
    man: text(rates.man),
    bonusOn: rates.bonusAfter !== null,
    bonusAfter: rates.bonusAfter === null ? '' : text(rates.bonusAfter),
    bonus: rates.bonusAfter === null ? '' : text(rates.bonus),
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;
const WHOLE = /^\d+$/;

/** An amount in dollars as typed ("12", "12.5", "$12.50"), or null when it is not one. */
function dollars(typed: string): number | null {
  const value = typed.trim().replace(/^\$\s*/, '');
  if (value.startsWith('-')) return Number.isFinite(Number(value)) ? Number(value) : null;
  return AMOUNT.test(value) ? Number(value) : null;
}

/**
 * What cannot be sent as it is: empty boxes and text that is no amount. Limits (negative, too
 * much) are the server's to say, under the same fields.
 */
export function validatePayDraft(draft: PayDraft): FieldErrors {
  const errors: FieldErrors = {};
  const amount = (path: 'lady' | 'man' | 'bonus', typed: string) => {
    if (typed.trim() === '') errors[path] = 'Type an amount in dollars: 0 for none.';
    else if (dollars(typed) === null) errors[path] = 'Type dollars and cents, e.g. 12 or 12.50.';
  };
  amount('lady', draft.lady);
  amount('man', draft.man);
  if (draft.bonusOn) {
    const after = draft.bonusAfter.trim();
    if (after === '') errors.bonusAfter = 'Type how many arrivals a night come before the bonus.';
    else if (!WHOLE.test(after)) errors.bonusAfter = 'Type a whole number of guests, e.g. 20.';
    else if (Number(after) > 100_000) errors.bonusAfter = 'At most 100000 guests.';
    amount('bonus', draft.bonus);
  }
  return errors;
}

/** The rates to send; call once validatePayDraft finds nothing. Without a bonus, it is off (null, 0). */
export function ratesFromDraft(draft: PayDraft): PromoterRates {
  return {
    lady: dollars(draft.lady) ?? 0,
    man: dollars(draft.man) ?? 0,
    bonusAfter: draft.bonusOn ? Number(draft.bonusAfter.trim()) : null,
    bonus: draft.bonusOn ? (dollars(draft.bonus) ?? 0) : 0,
  };
}

/** `$12 a lady, $8 a man; after 20 arrivals a night, +$2 a guest`. */
export function describeRates(rates: PromoterRates): string {
  const base = `${formatDollars(rates.lady)} a lady, ${formatDollars(rates.man)} a man`;
  if (rates.bonusAfter === null) return base;
  const arrivals = `${rates.bonusAfter} ${rates.bonusAfter === 1 ? 'arrival' : 'arrivals'}`;
  return `${base}; after ${arrivals} a night, +${formatDollars(rates.bonus)} a guest`;
}
