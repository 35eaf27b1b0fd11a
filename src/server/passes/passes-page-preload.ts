import { readSessionToken } from '../auth/session-cookie.ts';
import type { PageHint } from '../http/home-preload.ts';
import type { pageChunks } from '../http/page-chunks.ts';

/** The member's lists that the passes page shows, as the app asks for them. */
const PASSES_PAGE_LISTS = ['/api/passes', '/api/reservations', '/api/cashback'];
/** The page's source in the build manifest (relative to src/web). */
const PASSES_PAGE_SOURCE = 'app/pages/passes-page.tsx';

/**
 * A pass is opened at the door from a phone's home screen, straight onto /passes. Without a hint the
 * page's code is asked for only once the app's script has run, and its lists once that code has too:
 * three trips one after another on a slow connection. The page's answer names both (`Link:` the
 * page's chunks as modulepreload, the lists `as=fetch`), so they download beside the app's script.
 * Only for a browser that presents a session: anyone else would get 401s for the lists.
 */
export function passesPagePreload(chunks: ReturnType<typeof pageChunks>): PageHint {
  return async (request) => {
    if (!readSessionToken(request)) return undefined;
    // crossorigin=anonymous is credentials 'same-origin', as the app's fetch sends: else no reuse.
    const lists = PASSES_PAGE_LISTS.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`);
    const scripts = (await chunks(PASSES_PAGE_SOURCE)).map((file) => `<${file}>; rel=modulepreload`);
    return [...scripts, ...lists].join(', ');
  };
}
