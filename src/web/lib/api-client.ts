import type { ApiError } from '@domain/api/api-error';
import type { PageRead } from '@domain/site/page-render';

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

/** An unknown id, one the reader may not see (another seller's draft) or a malformed one: asking again would not help. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

/** A 4xx answer: the API refused what was asked (unknown, not listed, malformed, signed out); asking again gets the same. */
export function isRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
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
  return readAnswer<T>(response.status, response.statusText, await response.text());
}

function readAnswer<T>(status: number, statusText: string, text: string): T {
  const body: unknown = text ? JSON.parse(text) : null;
  if (status < 200 || status > 299) {
    const error = isApiError(body) ? body.error : { code: 'internal' as const, message: statusText };
    if (status === 401) for (const listener of unauthenticatedListeners) listener(401);
    throw new ApiRequestError(status, error);
  }
  return body as T;
}

/**
 * A read the server's renderer made of the market's services (entry-server.tsx): its value, or its refusal thrown as
 * the same error the API's answer would have been in the browser.
 */
export async function readOnServer<T>(read: Promise<PageRead<T>>): Promise<T> {
  const answer = await read;
  if ('refused' in answer) throw new ApiRequestError(answer.refused.status, answer.refused.error);
  return answer.value;
}

/** A query's error as it arrives from the server's render (plain JSON): made an ApiRequestError again. */
export function reviveApiError(value: unknown): unknown {
  const plain = value as { status?: unknown; error?: unknown } | null;
  if (typeof plain?.status === 'number' && isApiError({ error: plain.error })) {
    return new ApiRequestError(plain.status, plain.error as ApiError['error']);
  }
  return value;
}
