import { ApiRequestError } from '@web/lib/api-client';

/**
 * A fresh UUID v4 for one checkout attempt. `crypto.randomUUID` exists only on secure pages (https,
 * localhost); a phone trying the app over the local network gets one built from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for the next press of Place Order after a failed one. A refusal (4xx) means the server made
 * nothing, so the next press is a new attempt with a new key. After a lost connection or a server fault
 * the order may have been made, so the retry keeps the key and the server answers with that order.
 */
export function keyAfterFailure(key: string, error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused ? newIdempotencyKey() : key;
}
