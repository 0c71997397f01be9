import type { ApiError } from '@domain/api/api-error';
import { ApiRequestError } from '@web/lib/api-client';

function isApiError(body: unknown): body is ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A proxy in front of us may answer an oversized upload with an HTML page.
    return null;
  }
}

/**
 * Sends a multipart form (photos travel as files, which apiFetch's JSON bodies cannot carry) and
 * fails the way apiFetch does, with an ApiRequestError, so describeApiError and field errors work.
 */
export async function sendForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    // No content-type header: the browser writes it with the multipart boundary.
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body: form });
  } catch {
    throw new ApiRequestError(0, { code: 'unavailable', message: 'network' });
  }
  const body = parseJson(await response.text());
  if (!response.ok) {
    if (isApiError(body)) throw new ApiRequestError(response.status, body.error);
    const code = response.status === 413 ? ('body_too_large' as const) : ('internal' as const);
    throw new ApiRequestError(response.status, { code, message: response.statusText });
  }
  return body as T;
}
