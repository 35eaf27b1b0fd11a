import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '../../lib/router.tsx';
import { useCheckDeposit } from './api/check-deposit.ts';

export type CheckoutReturn = 'done' | 'back';

/**
 * The checkout sends the guest back to `?checkout=done` (paid, as far as it knows) or `?checkout=back`
 * (left it). On `done` we ask the server to read the payment now rather than wait for the provider's
 * notice; either way the parameter is dropped, so a reload or a shared link does not check again.
 */
export function useCheckoutReturn(reservationId: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const arrival = params.get('checkout');
  const [returned, setReturned] = useState<CheckoutReturn | null>(null);
  const check = useCheckDeposit();
  const { mutate } = check;
  // One arrival is handled once (React runs an effect twice in development).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (arrival !== 'done' && arrival !== 'back') return;
    if (handled.current === location.key) return;
    handled.current = location.key;
    setReturned(arrival);
    if (arrival === 'done') mutate(reservationId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [arrival, location.key, location.state, mutate, reservationId, setParams]);

  return { returned, check };
}
