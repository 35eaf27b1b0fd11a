import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '../../../shared/api/auth-schema.ts';
import { NO_ROLES } from '../../../shared/roles.ts';
import { ApiRequestError, apiGet } from '../api-client.ts';

export const SESSION_PATH = '/api/auth/session';
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

// Kept here rather than imported from the shared schema module: that module pulls zod into the home page.
export const SIGNED_OUT: SessionResponse = {
  user: null,
  profile: null,
  roles: NO_ROLES,
  completionRequired: false,
};

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  // Matches the preload link in index.html (crossorigin="use-credentials"), so that response is reused.
  return apiGet<SessionResponse>(SESSION_PATH, signal, 'include');
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Refetched when the tab comes back after a while, so a logout in another tab shows up here too.
    staleTime: 60_000,
  });
}

/**
 * SPEC §1: the app renders nothing until the first auth check has answered. Called before the first
 * render (the response is usually already there thanks to the preload link in index.html).
 */
export async function loadInitialSession(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery({
      ...sessionQueryOptions(),
      // Everything waits on this answer: retry a hiccup quickly, but not an answer that will not change.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status < 500),
      retryDelay: 400,
    });
  } catch (error) {
    // The public pages still work without the API's answer: start signed out and ask again on the
    // next focus or reconnect (updatedAt 0 marks the guess as stale).
    console.warn('Initial session check failed; starting signed out.', error);
    queryClient.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT, { updatedAt: 0 });
  }
}
