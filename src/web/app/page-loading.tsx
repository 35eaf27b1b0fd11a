import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { LoadingSpinner } from '../components/load-states.tsx';

/** A page's code usually comes sooner: a spinner only for slow connections, without a flash. */
const SPINNER_DELAY_MS = 400;

/** Lets a page that is still loading its code take the footer away meanwhile (see AppLayout). */
export const PageLoadingContext = createContext<(loading: boolean) => void>(() => {});

/**
 * The fallback while a page's code loads: nothing on screen, and no footer either. With the footer
 * shown under the empty page it sat at the bottom of the screen and jumped away when the page came
 * (CLS 0.10 to 0.14 on /terms); taken away and put back it is simply new, which is not a shift.
 * Shown at once on a navigation, so a tap is answered even while the code is on its way; a spinner
 * follows when it takes a while (a basement's signal).
 */
export function PageLoading() {
  const setLoading = useContext(PageLoadingContext);
  const [slow, setSlow] = useState(false);
  // Before the first paint of the fallback, so the footer is never seen under an empty page.
  useLayoutEffect(() => {
    setLoading(true);
    return () => setLoading(false);
  }, [setLoading]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <LoadingSpinner label="Loading the page" py={10} /> : null;
}
