import { useEffect, useRef } from 'react';

/**
 * Runs `onRestored` when the browser shows this page again from its back-forward cache: the guest
 * pressed Back on a payment page we sent them to, and the page is as they left it (a button still
 * saying it is on its way to the checkout).
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, []);
}
