import type { ApiError } from '@domain/api/api-error';

/** An error answer from our API, with its code, optional reason and the fields that were wrong. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly error: ApiError['error'],
  ) {
    super(error.message);
  }
}

// A hand-written check rather than the zod schema: zod would weigh on every page's first load.
function isApiError(body: unknown): body is ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

type Listener = (status: number) => void;
const unauthenticatedListeners = new Set<Listener>();

/** Lets the session layer hear of any 401, so an expired session shows as signed out at once. */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body !== undefined && { 'content-type': 'application/json' }) },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      ...(init.signal && { signal: init.signal }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, { code: 'unavailable', message: 'network' });
  }
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = isApiError(body) ? body.error : { code: 'internal' as const, message: response.statusText };
    if (response.status === 401) for (const listener of unauthenticatedListeners) listener(401);
    throw new ApiRequestError(response.status, error);
  }
  return body as T;
}
