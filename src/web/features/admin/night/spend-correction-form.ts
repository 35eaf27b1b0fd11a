import { z } from 'zod';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import {
  type SpendCorrection,
  type SpendCorrectionBody,
  spendCorrectionBodySchema,
} from '../../../../shared/api/reservation-schema.ts';
import { cashbackEarned } from '../../../../shared/cashback.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { parseSpend } from './spend-input.ts';

export interface CorrectionDraft {
  amount: string;
  reason: string;
}

/** The fields the web fills: the spend in cents (never the deprecated dollars) and the reason. */
export type CorrectionField = Exclude<keyof SpendCorrectionBody, 'amountSpent'>;
export type CorrectionErrors = Partial<Record<CorrectionField, string>>;

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

/**
 * The body to send, or what is wrong with each field: the amount as typed, then the shared schema's
 * rules (the server's own), in sentences.
 */
export function readCorrection(
  draft: CorrectionDraft,
  recordedCents: number,
): { body: SpendCorrectionBody } | { errors: CorrectionErrors } {
  const errors: CorrectionErrors = {};
  const parsed = parseSpend(draft.amount);
  if (parsed === null) errors.amountSpentCents = 'Type what the party really spent.';
  else if ('error' in parsed) errors.amountSpentCents = parsed.error;
  else if (parsed.cents === recordedCents)
    errors.amountSpentCents = `${formatMoney(recordedCents)} is what is recorded now: type the corrected amount.`;
  const amountSpentCents = parsed && 'cents' in parsed ? parsed.cents : 0;
  const checked = spendCorrectionBodySchema.safeParse({ amountSpentCents, reason: draft.reason });
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as CorrectionField;
      errors[field] ??= sentence(issue.message);
    }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { body: checked.data };
}

/** The correction form as typed: each box named as the body field it fills. */
export interface CorrectionFormValues {
  /** Dollars as typed; sent as cents. */
  amountSpentCents: string;
  reason: string;
}

/** The correction form's resolver schema: readCorrection's words (the shared schema's) at each box. */
export function correctionFormSchema(recordedCents: number) {
  return z.custom<CorrectionFormValues>().superRefine((values, ctx) => {
    const read = readCorrection({ amount: values.amountSpentCents, reason: values.reason }, recordedCents);
    if ('body' in read) return;
    for (const [field, message] of Object.entries(read.errors))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/**
 * What the typed amount does to the table's cashback, said before saving: the change, and when it
 * goes down, a note that only what is left on the member's balance can be taken back.
 */
export function correctionPreview(
  r: AdminReservation,
  spentCents: number | null,
): { change: string; note: string | null } {
  if (r.cashbackPercent <= 0)
    return { change: 'No cashback on this booking (0%): only the recorded spend changes.', note: null };
  const credited = r.cashbackCreditedCents ?? 0;
  if (spentCents === null)
    return { change: `Cashback credited now: ${formatMoney(credited)} (${r.cashbackPercent}%).`, note: null };
  const target = cashbackEarned(spentCents, r.cashbackPercent);
  return {
    change: `Cashback ${formatMoney(credited)} → ${formatMoney(target)} (${r.cashbackPercent}% of ${formatMoney(spentCents)}).`,
    note:
      target < credited
        ? 'Cashback the member already spent stays theirs: only their balance is taken back.'
        : null,
  };
}

/** What the server did, for the line above the list once the dialog closes. */
export function correctionDone(who: string, c: SpendCorrection): string {
  const spend = `${formatMoney(c.spendBeforeCents)} → ${formatMoney(c.spendAfterCents)}`;
  const cashback =
    c.cashbackAfterCents === c.cashbackBeforeCents
      ? `cashback unchanged at ${formatMoney(c.cashbackAfterCents)}`
      : `cashback ${formatMoney(c.cashbackBeforeCents)} → ${formatMoney(c.cashbackAfterCents)}`;
  const kept = c.keptCents > 0 ? ` ${formatMoney(c.keptCents)} they had already spent stays theirs.` : '';
  return `${who}'s spend corrected: ${spend}, ${cashback}.${kept}`;
}
