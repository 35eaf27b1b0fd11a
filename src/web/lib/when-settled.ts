import { useEffect, useState } from 'react';

/**
 * Runs `run` after the load event (which may have fired already) and an idle moment: work the first
 * screen does not need, kept out of the window before its largest paint. Answers a cancel.
 */
export function whenSettled(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/** Whether the page has settled (see whenSettled): false on the first render, true from then on. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}
