import type { ApiError } from '../../shared/api/clubs-schema.ts';
import { SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';

/** The code a failed request carries when the server was never reached (SPEC §8 uses it for both auth steps). */
export const NETWORK_ERROR_CODE = 'network-request-failed';

/** A failed API call, with the server's message meant for people. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** For 400 invalid_request: each invalid field's path (e.g. `tableTypes.0.name`) and message. */
  readonly fields: { path: string; message: string }[];

  constructor(
    status: number,
    code: string,
    message: string,
    fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, NETWORK_ERROR_CODE, SEND_CODE_ERRORS[NETWORK_ERROR_CODE]);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ApiRequestError(
      response.status,
      body?.code ?? 'http_error',
      body?.message ?? `The server answered ${response.status}. Please try again.`,
      body?.fields ?? [],
    );
  }
  // 204 (logout) has no body.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * `credentials: 'include'` only where a `<link rel="preload" crossorigin="use-credentials">` fetched
 * the same address: the browser reuses a preload only when the credentials mode matches (and no custom
 * headers are added, hence none here).
 */
export function apiGet<T>(path: string, signal?: AbortSignal, credentials?: RequestCredentials): Promise<T> {
  return request<T>(path, { signal, ...(credentials ? { credentials } : {}) });
}

/** A state-changing call with a JSON body; the session cookie goes along (same origin only). */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request<T>(path, {
    method,
    signal,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * One key per submit attempt, reused when that attempt is retried, so a retried join or cancel
 * (flaky club Wi-Fi, a double tap) answers with the first result instead of acting twice.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
