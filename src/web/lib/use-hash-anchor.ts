import { type RefObject, useEffect } from 'react';

/** What the reader does that ends the page's hold on the anchor: from then on the scroll is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The longest the page keeps a section in place while the sections above it finish loading. */
const HOLD_MS = 10_000;

/**
 * Scrolls to the section the address's #hash names once `ready`, and keeps it there while the page
 * around it still changes size: a section above that loads late (its first load outlasted the
 * page's wait) would otherwise push the target hundreds of pixels down after the scroll. The hold
 * ends at the reader's first scroll, tap or key, or after a few seconds.
 */
export function useHashAnchor(hash: string, ready: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    const observed = container.current;
    if (!observed || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => target.scrollIntoView());
    observer.observe(observed);
    const release = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of READER_INPUT) window.removeEventListener(type, release);
    };
    const timer = setTimeout(release, HOLD_MS);
    for (const type of READER_INPUT) window.addEventListener(type, release, { passive: true });
    return release;
  }, [hash, ready, container]);
}
