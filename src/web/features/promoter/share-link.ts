/** The address to share for a link's path: this site's origin and `/p/<code>`. */
export function linkUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Whether the device offers its own share sheet (phones, mostly). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Puts `text` on the clipboard; the old way where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
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
