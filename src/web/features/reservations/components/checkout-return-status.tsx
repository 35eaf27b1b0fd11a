import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type DepositState, isSecured } from '../../../../shared/deposits.ts';
import { checkedText } from '../deposit-summary.ts';
import type { CheckoutReturn } from '../use-checkout-return.ts';

export interface CheckoutReturnStatusProps {
  returned: CheckoutReturn | null;
  checking: boolean;
  /** Why the check failed, when it did. */
  checkError: string | null;
}

const CHECKOUT_OUTCOMES: readonly DepositState[] = ['due', 'pending', 'held', 'paid', 'failed'];

interface Said {
  severity: AlertColor;
  text: string;
  /** Read out after the text, not shown: what the panel below already shows. */
  hidden?: string;
}

/** What the guest needs to hear on coming back from the checkout. */
function message(props: CheckoutReturnStatusProps & { state: DepositState }): Said | null {
  const { returned, checking, checkError, state } = props;
  if (returned === 'back') {
    return {
      severity: 'info',
      text: 'You left the checkout: your request is saved; pay the deposit to keep it.',
    };
  }
  // Only the checkout's own outcomes: once the club or the guest moves the deposit on (a refund, the
  // night done), the panel says so and this line has nothing to add.
  if (returned !== 'done' || !CHECKOUT_OUTCOMES.includes(state)) return null;
  if (checking) return { severity: 'info', text: 'Checking your payment…' };
  if (checkError) {
    return {
      severity: 'warning',
      text: `Your payment could not be checked just now: ${checkError} This page updates by itself when it goes through.`,
    };
  }
  const { said, detail } = checkedText(state);
  const severity = isSecured(state) ? 'success' : state === 'pending' ? 'info' : 'warning';
  return { severity, text: said, hidden: detail };
}

/**
 * A polite live region, there from the first paint so that what it says later is read out: "Checking
 * your payment…", then where the deposit stands (it follows the live updates after the check).
 */
export function CheckoutReturnStatus(props: CheckoutReturnStatusProps & { state: DepositState }) {
  const said = message(props);
  return (
    <Box role="status" aria-live="polite" aria-atomic sx={said ? undefined : visuallyHidden}>
      {said && (
        <Alert severity={said.severity} variant="outlined" role="none">
          {said.text}
          {said.hidden && (
            <Box component="span" sx={visuallyHidden}>
              {` ${said.hidden}`}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
