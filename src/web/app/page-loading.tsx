import { createContext, useContext, useLayoutEffect } from 'react';

/** Lets a page that is still loading its code take the footer away meanwhile (see AppLayout). */
export const PageLoadingContext = createContext<(loading: boolean) => void>(() => {});

/**
 * The fallback while a page's code loads: nothing on screen, and no footer either. With the footer
 * shown under the empty page it sat at the bottom of the screen and jumped away when the page came
 * (CLS 0.10 to 0.14 on /terms); taken away and put back it is simply new, which is not a shift.
 * Shown at once on a navigation, so a tap is answered even while the code is on its way.
 */
export function PageLoading() {
  const setLoading = useContext(PageLoadingContext);
  // Before the first paint of the fallback, so the footer is never seen under an empty page.
  useLayoutEffect(() => {
    setLoading(true);
    return () => setLoading(false);
  }, [setLoading]);
  return null;
}
