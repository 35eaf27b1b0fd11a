import { readSessionToken } from '../auth/session-cookie.ts';
import type { PageHint } from '../http/web-app.ts';

/** The member's lists that the passes page shows, as the app asks for them. */
const PASSES_PAGE_LISTS = ['/api/passes', '/api/reservations', '/api/cashback'];

/**
 * A pass is opened at the door from a phone's home screen, straight onto /passes. Without a hint its
 * lists are asked for only once the app's script and the page's code have run: trips one after
 * another on a slow connection. The page's answer names them (`Link: … as=fetch`), so they download
 * beside the app's script. Only for a browser that presents a session: anyone else would get 401s.
 *
 * The page's code is not hinted: the app asks for it as it starts, beside the session check, and
 * waits for it before its first render (src/web/main.tsx). Hinted as modulepreload, its 14 chunks
 * were compiled on the main thread before the first paint, and Lighthouse counted the work as
 * blocking time (median TBT 214 ms against 106-145 ms without, at the same largest paint).
 */
export function passesPagePreload(): PageHint {
  return async (request) => {
    if (!readSessionToken(request)) return undefined;
    // crossorigin=anonymous is credentials 'same-origin', as the app's fetch sends: else no reuse.
    return PASSES_PAGE_LISTS.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(
      ', ',
    );
  };
}
