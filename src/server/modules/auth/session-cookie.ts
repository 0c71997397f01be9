import { createHmac, timingSafeEqual } from 'node:crypto';

/** Better Auth marks its cookies Secure, and their names `__Secure-`, when the site is served over https. */
export function usesSecureCookies(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** The name of Better Auth's session cookie on the site at this address. */
export function sessionCookieName(publicUrl: string): string {
  return `${usesSecureCookies(publicUrl) ? '__Secure-' : ''}better-auth.session_token`;
}

/**
 * The token in Better Auth's session cookie, `token.signature` where the signature is the HMAC-SHA256 of the token
 * under the auth secret, in base64 (44 characters, ending in "="), as Better Auth signs it; null when the
 * signature is not ours. Checked here, with Node's own HMAC, because every signed-in request needs it and Better
 * Auth's check goes through WebCrypto's asynchronous jobs (decision 021).
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const at = cookieValue.lastIndexOf('.');
  if (at < 1) return null;
  const token = cookieValue.slice(0, at);
  const signature = Buffer.from(cookieValue.slice(at + 1));
  if (signature.length !== 44) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return timingSafeEqual(signature, expected) ? token : null;
}
