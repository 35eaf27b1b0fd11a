import { formatMoney } from '../../shared/money.ts';
import { escapeHtml, renderShell, safeHref } from './standin-page-shell.ts';
import type { TestCard } from './standin-provider.ts';
import type { StandinCheckout } from './standin-repository.ts';

export const checkoutPath = (id: string) => `/dev/checkout/${encodeURIComponent(id)}`;

/** Where the guest goes after paying, with the checkout's id filled in as Stripe does. */
export const successUrlOf = (row: StandinCheckout) =>
  row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));

const TEST_CARDS = [
  { card: 'works', label: 'Pay with a card that works', number: '4242 4242 4242 4242', primary: true },
  { card: 'declined', label: 'Card declined', number: '4000 0000 0000 0002', primary: false },
  { card: '3ds', label: 'Card that asks for 3-D Secure', number: '4000 0027 6000 3184', primary: false },
] as const satisfies readonly { card: TestCard; label: string; number: string; primary: boolean }[];

const HOLD = '<span class="tag">Hold</span><span>Authorised now, taken when the club confirms</span>';
const PAYMENT = '<span class="tag">Payment</span><span>Taken as soon as you pay</span>';

/** What is being paid, and whether it is a hold (left off once nothing can be paid any more). */
function summary(row: StandinCheckout, options: { kind?: boolean } = {}): string {
  const kind =
    options.kind === false ? '' : `<p class="kind">${row.capture === 'manual' ? HOLD : PAYMENT}</p>`;
  return `<section class="panel" aria-labelledby="summary-heading">
<h2 id="summary-heading" class="visually-hidden">What you are paying</h2>
<p class="description">${escapeHtml(row.description)}</p>
<p class="amount">${formatMoney(row.amountCents)}</p>
${kind}
</section>`;
}

const link = (href: string, text: string) => `<a class="back" href="${safeHref(href)}">${text}</a>`;

function openPage(row: StandinCheckout): string {
  // A decline stays on the checkout until the next card is tried, so it shows until then.
  const decline =
    row.intentStatus === 'requires_payment_method' && row.lastDecline
      ? `<div class="alert" role="alert"><strong>${escapeHtml(row.lastDecline)}</strong>Nothing was charged. Try another card.</div>`
      : '';
  const buttons = TEST_CARDS.map(
    (
      test,
    ) => `<button type="submit" name="card" value="${test.card}"${test.primary ? ' class="primary"' : ''}>
<span class="label">${test.label}</span><span class="number">${test.number}</span>
</button>`,
  ).join('\n');
  return renderShell(
    `Pay ${formatMoney(row.amountCents)}`,
    `<h1>Nightlist test checkout</h1>
<p class="note">A stand-in for the card payment page, for development and tests: no card is charged and no money moves.</p>
${summary(row)}
${decline}
<form method="post" action="${checkoutPath(row.id)}/pay">
<fieldset>
<legend>Choose a test card</legend>
<div class="choices">
${buttons}
</div>
</fieldset>
</form>
${link(row.cancelUrl, '← Back to Nightlist')}`,
  );
}

function completePage(row: StandinCheckout): string {
  const title = row.capture === 'manual' ? 'Your card is authorised' : 'Payment complete';
  const note =
    row.capture === 'manual'
      ? 'The amount is held on your card and taken when the club confirms.'
      : 'Thank you: the payment went through.';
  return renderShell(
    title,
    `<h1>${title}</h1>
<p class="note">${note} This was a test checkout: no card was charged.</p>
${summary(row)}
${link(successUrlOf(row), 'Continue to Nightlist')}`,
  );
}

function expiredPage(row: StandinCheckout): string {
  return renderShell(
    'Checkout expired',
    `<h1>This checkout has expired</h1>
<p class="note">Nothing was charged. Go back to Nightlist to start again.</p>
${summary(row, { kind: false })}
${link(row.cancelUrl, '← Back to Nightlist')}`,
  );
}

/** The checkout page in whatever state the checkout is. */
export function renderCheckoutPage(row: StandinCheckout): string {
  if (row.status === 'complete') return completePage(row);
  if (row.status === 'expired') return expiredPage(row);
  return openPage(row);
}

/** The bank's 3-D Secure check, as the stand-in plays it. */
export function renderAuthenticatePage(row: StandinCheckout): string {
  return renderShell(
    'Check it is you',
    `<h1>Your bank wants to check it is you</h1>
<p class="note">A stand-in for your bank's 3-D Secure check: choose how it goes.</p>
${summary(row)}
<form method="post" action="${checkoutPath(row.id)}/authenticate">
<fieldset>
<legend>Test authentication</legend>
<div class="choices">
<button type="submit" name="result" value="complete" class="primary"><span class="label">Complete authentication</span></button>
<button type="submit" name="result" value="fail"><span class="label">Fail authentication</span></button>
</div>
</fieldset>
</form>
${link(checkoutPath(row.id), '← Choose another card')}`,
  );
}

/** A page that only says why there is nothing to do, and links home. */
export function renderMessagePage(title: string, message: string): string {
  return renderShell(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(message)}</p>
${link('/', '← Back to Nightlist')}`,
  );
}
