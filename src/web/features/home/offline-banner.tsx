import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteNotice } from '../../../shared/api/admin/site-notice-schema.ts';
import { DEFAULT_SITE_NOTICE } from '../../../shared/site-notice.ts';
import { NoticeBanner } from '../../components/notice-banner.tsx';
import { apiGet } from '../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../lib/live-query-keys.ts';

// SPEC §3's session key; it holds the dismissed notice's text, so a new text shows again.
const DISMISSED_KEY = 'offlineNoticeDismissed';
// The last notice seen, so the next visit draws the banner at once instead of pushing the page down.
const LAST_SEEN_KEY = 'siteNoticeLastSeen';

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Private modes may refuse storage: the value then lasts as long as the page.
  }
}

function lastSeenNotice(): SiteNotice {
  const raw = readStorage(() => localStorage, LAST_SEEN_KEY);
  if (raw) {
    try {
      const seen = JSON.parse(raw) as SiteNotice;
      if (typeof seen.enabled === 'boolean' && typeof seen.text === 'string') return seen;
    } catch {
      // A damaged value: fall back to the default notice.
    }
  }
  return { ...DEFAULT_SITE_NOTICE, updatedAt: null };
}

async function getSiteNotice(signal: AbortSignal): Promise<SiteNotice> {
  const notice = await apiGet<SiteNotice>('/api/site-notice', signal);
  writeStorage(() => localStorage, LAST_SEEN_KEY, JSON.stringify(notice));
  return notice;
}

/**
 * SPEC §1's banner, now the admin's site notice: nothing while switched off; a dismissal lasts for
 * the browser session and covers that text only. `settings` live events refresh it on open pages.
 */
export function OfflineBanner() {
  const { data: notice } = useQuery({
    queryKey: LIVE_QUERY_KEYS.siteNotice,
    queryFn: ({ signal }) => getSiteNotice(signal),
    placeholderData: lastSeenNotice,
    staleTime: 60_000,
  });
  const [dismissedText, setDismissedText] = useState(() => readStorage(() => sessionStorage, DISMISSED_KEY));
  if (!notice?.enabled || !notice.text || dismissedText === notice.text) return null;
  return (
    <NoticeBanner
      role="status"
      onClose={() => {
        writeStorage(() => sessionStorage, DISMISSED_KEY, notice.text);
        setDismissedText(notice.text);
      }}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss notice' } }}
    >
      {notice.text}
    </NoticeBanner>
  );
}
