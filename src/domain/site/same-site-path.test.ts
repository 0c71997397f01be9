import { describe, expect, it } from 'vitest';
import { afterSignInTarget, isSameSitePath, maxSameSitePathLength, safeRedirectTarget } from './same-site-path';

describe('safeRedirectTarget', () => {
  it.each([
    // Plain same-site paths pass unchanged.
    ['/browse', '/browse'],
    ['/browse?category=fruits&district=kandy', '/browse?category=fruits&district=kandy'],
    ['/seller-dashboard#orders', '/seller-dashboard#orders'],
    ['/product/42?from=%2Fbrowse', '/product/42?from=%2Fbrowse'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/browse?q=../..', '/browse?q=../..'],
    ['/a..b/c.', '/a..b/c.'],
    // Nothing, or not a path.
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['browse', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['JaVaScRiPt:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['%2F%2Fevil.example', '/'],
    // Another host, directly or through a backslash.
    ['//evil.example', '/'],
    ['///evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\/evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['/browse\\..\\..\\/evil.example', '/'],
    // Dot segments a browser resolves into "//host", plain and percent-encoded.
    ['/..//evil.example', '/'],
    ['/../\\evil.example', '/'],
    ['/./..//evil.example', '/'],
    ['/browse/../../evil', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/%2E%2E//evil.example', '/'],
    ['/.%2e//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/browse/..', '/'],
    ['/browse/.', '/'],
    // Characters browsers drop or trim, which could join two slashes.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r/evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/\u0000/evil.example', '/'],
    ['/\u007f/evil.example', '/'],
    ['/\u0085/evil.example', '/'],
    ['/\u00a0/evil.example', '/'],
    ['/\u2028/evil.example', '/'],
    [' /browse', '/'],
    ['/browse ', '/'],
    // Not in the form a browser's location holds it: the browser would rewrite it.
    ['/browse?q=ගොවි', '/'],
    ['/browse?q="x"', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});

describe('isSameSitePath', () => {
  it('accepts a path up to the longest allowed length, and nothing longer', () => {
    expect(isSameSitePath(`/${'a'.repeat(maxSameSitePathLength - 1)}`)).toBe(true);
    expect(isSameSitePath(`/${'a'.repeat(maxSameSitePathLength)}`)).toBe(false);
  });
});

describe('afterSignInTarget', () => {
  it.each([
    [null, '/'],
    ['/orders?page=2', '/orders?page=2'],
    ['//evil.example', '/'],
    ['/auth', '/'],
    ['/auth?tab=sign-up', '/'],
    ['/auth/', '/'],
    ['/reset-password?token=x', '/'],
    ['/authors', '/authors'],
  ])('%j → %j', (input, expected) => {
    expect(afterSignInTarget(input)).toBe(expected);
  });
});
