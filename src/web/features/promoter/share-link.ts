import { copyText } from '../../lib/copy-text.ts';

/** The address to share for a link's path: this site's origin and `/p/<code>`. */
export function linkUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** The link as the page shows it: without `https://`, so it fits on one line ("nightlist.app/p/k3x9q2"). */
export function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** Whether the device offers its own share sheet (phones, mostly). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The share sheet where there is one, else (or when it fails) the clipboard. */
export async function shareLink(url: string, title: string, text: string): Promise<ShareOutcome> {
  if (canShare()) {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      // Closing the sheet is no failure.
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
