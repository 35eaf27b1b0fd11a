import { formatMoney } from '../../../../shared/money.ts';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import type { FieldErrors } from './club-form-state.ts';

/**
 * The promoter pay form as typed: text, so a half-typed "12." or an empty box is never lost. Each
 * box holds dollars and is named after the body field it fills in cents.
 */
export interface PayDraft {
  ladyCents: string;
  manCents: string;
  bonusOn: boolean;
  bonusAfter: string;
  bonusCents: string;
}

/** Cents as the dollars a person types: 1250 is "12.5", 1200 is "12". */
const text = (cents: number) => String(cents / 100);

/** The form for `rates`, or empty when they are not known (the admin API does not send them). */
export function payDraftFrom(rates: PromoterRates | null): PayDraft {
  if (!rates) return { ladyCents: '', manCents: '', bonusOn: false, bonusAfter: '', bonusCents: '' };
  return {
    ladyCents: text(rates.ladyCents),
    manCents: text(rates.manCents),
    bonusOn: rates.bonusAfter !== null,
    bonusAfter: rates.bonusAfter === null ? '' : String(rates.bonusAfter),
    bonusCents: rates.bonusAfter === null ? '' : text(rates.bonusCents),
  };
}

const AMOUNT = /^(\d*)(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d+$/;

/**
 * An amount typed in dollars ("12", "12.5", "$12.50", ".5") as cents, read from the digits, or null
 * when it is not one. A negative amount passes (as cents) for the server to refuse by name.
 */
function cents(typed: string): number | null {
  const value = typed.trim().replace(/^\$\s*/, '');
  if (value.startsWith('-')) return Number.isFinite(Number(value)) ? Math.round(Number(value) * 100) : null;
  const match = AMOUNT.exec(value);
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What cannot be sent as it is: empty boxes and text that is no amount. Limits (negative, too
 * much) are the server's to say, under the same fields.
 */
export function validatePayDraft(draft: PayDraft): FieldErrors {
  const errors: FieldErrors = {};
  const amount = (path: 'ladyCents' | 'manCents' | 'bonusCents', typed: string) => {
    if (typed.trim() === '') errors[path] = 'Type an amount in dollars: 0 for none.';
    else if (cents(typed) === null) errors[path] = 'Type dollars and cents, e.g. 12 or 12.50.';
  };
  amount('ladyCents', draft.ladyCents);
  amount('manCents', draft.manCents);
  if (draft.bonusOn) {
    const after = draft.bonusAfter.trim();
    if (after === '') errors.bonusAfter = 'Type how many arrivals a night come before the bonus.';
    else if (!WHOLE.test(after)) errors.bonusAfter = 'Type a whole number of guests, e.g. 20.';
    else if (Number(after) > 100_000) errors.bonusAfter = 'At most 100000 guests.';
    amount('bonusCents', draft.bonusCents);
  }
  return errors;
}

/** The rates to send, in cents; call once validatePayDraft finds nothing. Without a bonus, it is off (null, 0). */
export function ratesFromDraft(draft: PayDraft): PromoterRates {
  return {
    ladyCents: cents(draft.ladyCents) ?? 0,
    manCents: cents(draft.manCents) ?? 0,
    bonusAfter: draft.bonusOn ? Number(draft.bonusAfter.trim()) : null,
    bonusCents: draft.bonusOn ? (cents(draft.bonusCents) ?? 0) : 0,
  };
}

/** `$12 a lady, $8 a man; after 20 arrivals a night, +$2 a guest`. */
export function describeRates(rates: PromoterRates): string {
  const money = (amount: number) => formatMoney(amount, { short: true });
  const base = `${money(rates.ladyCents)} a lady, ${money(rates.manCents)} a man`;
  if (rates.bonusAfter === null) return base;
  const arrivals = `${rates.bonusAfter} ${rates.bonusAfter === 1 ? 'arrival' : 'arrivals'}`;
  return `${base}; after ${arrivals} a night, +${money(rates.bonusCents)} a guest`;
}
