import { useEffect, useState } from 'react';

/**
 * Runs `run` after the load event (which may have fired already) and an idle moment: work the first
 * screen does not need, kept out of the window before its largest paint.
 */
export function whenSettled(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Whether the page has settled (see whenSettled): false on the first render, true from then on. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  // Setting it after an unmount does nothing: no cancel to carry.
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}
