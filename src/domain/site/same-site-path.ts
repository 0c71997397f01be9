import { z } from 'zod';

export const maxSameSitePathLength = 2048;

const probeOrigin = 'http://same-site.invalid';

/** "." and "..", also percent-encoded: browsers resolve "%2e%2e" as ".." when it is a whole segment. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, '.');
  return decoded === '.' || decoded === '..';
}

/**
 * Whether a browser may be sent to this value after signing in or from a link in an e-mail: a plain path
 * on this site such as "/browse?category=fruits#top". Anything a browser could read as another site, or
 * turn into one while normalising it, is refused rather than repaired:
 * - "//host" and "/\host" name another host (browsers read "\" as "/");
 * - browsers drop tabs and newlines and trim spaces and control characters, so "/\t/host" becomes "//host";
 * - browsers resolve dot segments, also percent-encoded, so "/..//host" and "/%2e%2e//host" become "//host".
 * Only printable ASCII is accepted: that is what a browser's own location holds, and the server sends the
 * value on in a Location header, which carries nothing else.
 */
export function isSameSitePath(value: string): boolean {
  if (value.length > maxSameSitePathLength || !/^\/[\x21-\x7e]*$/.test(value)) return false;
  if (value.startsWith('//') || value.includes('\\')) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (path.split('/').some(isDotSegment)) return false;
  // The rules above already keep these true; they check the browser's own reading as a last guard.
  const url = new URL(value, probeOrigin);
  return url.origin === probeOrigin && `${url.pathname}${url.search}${url.hash}` === value;
}

/** The same rule as a schema field, for request bodies and query strings. */
export const sameSitePathSchema = z.string().refine(isSameSitePath, 'must be a path on this site');

/**
 * Where to send the browser after signing in: the requested target when it is a plain same-site path,
 * else the home page, so a crafted `?redirect=` link cannot turn the sign-in page into an open redirect.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  return redirect && isSameSitePath(redirect) ? redirect : '/';
}

/**
 * Where the sign-in page sends a person once signed in (the app, or the server answering its plain form): a
 * same-site `redirect` as above, and never the sign-in or reset page again, which would send a signed-in person
 * round in a loop.
 */
export function afterSignInTarget(redirect: string | null | undefined): string {
  const target = safeRedirectTarget(redirect);
  return /^\/(auth|reset-password)(?:[/?#]|$)/.test(target) ? '/' : target;
}
