import type { ApiError } from '../../shared/api/clubs-schema.ts';

/** A failed API call, with the server's message meant for people. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      'Network error. Please check your connection and try again.',
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ApiRequestError(
      response.status,
      body?.code ?? 'http_error',
      body?.message ?? `The server answered ${response.status}. Please try again.`,
    );
  }
  return (await response.json()) as T;
}
