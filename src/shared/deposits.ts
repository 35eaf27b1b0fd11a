/**
 * A table deposit's life. `pending`: the guest is at the checkout; `held`: the card is authorised
 * and nothing is taken yet; `paid`: taken. From there the deposit is `released` (a hold let go),
 * `refunded`, `forfeited` (a no-show: the venue keeps it) or `applied` (counted against the bill of
 * a completed table). `failed`: the card was declined, the checkout abandoned or expired, or the
 * payment service was down; the guest may pay again, the venue cannot confirm until they do.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'held',
  'paid',
  'failed',
  'released',
  'refunded',
  'forfeited',
  'applied',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What can happen to a payment, each recorded once: its receipts and the venue's reporting read them. */
export const PAYMENT_EVENT_KINDS = [
  'checkout',
  ...PAYMENT_STATUSES.filter((status) => status !== 'pending'),
] as const;
export type PaymentEventKind = Exclude<PaymentStatus, 'pending'> | 'checkout';

/** Where a payment stands in its life: a status only ever moves to a higher rank. */
export const PAYMENT_RANK: Record<PaymentStatus, number> = {
  pending: 0,
  held: 1,
  paid: 2,
  failed: 3,
  released: 3,
  refunded: 3,
  forfeited: 3,
  applied: 3,
};

/** The deposit, as the guest and the venue see it on a reservation. */
export const DEPOSIT_STATES = ['none', 'due', ...PAYMENT_STATUSES] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** The deposit secures the table: the venue may confirm it. */
export const isSecured = (state: DepositState) => state === 'none' || state === 'held' || state === 'paid';

export const PAYMENT_PROVIDERS = ['stripe', 'standin', 'cashback'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a deposit state means, in the words the guest reads on their reservation. */
export const DEPOSIT_TEXT: Record<DepositState, { label: string; detail: string }> = {
  none: { label: 'No deposit', detail: 'Nothing is paid before the night.' },
  due: { label: 'Deposit due', detail: 'Pay the deposit so the club can confirm your table.' },
  pending: { label: 'Paying', detail: 'Waiting for the payment to go through.' },
  held: {
    label: 'Deposit held',
    detail: 'Your card is authorised; nothing is taken until the club confirms.',
  },
  paid: { label: 'Deposit paid', detail: 'Counted against your bill on the night.' },
  failed: {
    label: 'Payment failed',
    detail: 'Nothing was charged. Pay the deposit again to keep your request.',
  },
  released: { label: 'Hold released', detail: 'The hold on your card was let go: nothing was charged.' },
  refunded: { label: 'Refunded', detail: 'The deposit went back to how you paid it.' },
  forfeited: {
    label: 'Kept by the club',
    detail: 'A no-show: the club keeps the deposit, as its terms say.',
  },
  applied: { label: 'Counted against your bill', detail: 'The deposit was taken off what you spent.' },
};
