import { describe, expect, it } from 'vitest';
import { unavailablePage } from './unavailable-page';

/** The address the page's "Try again" link leads to. */
function againLink(url: string): string {
  const match = /<a href="([^"]*)">/.exec(unavailablePage('en', url, 5));
  if (!match) throw new Error('no link on the page');
  return match[1] ?? '';
}

describe('the page shown while the database is away', () => {
  it('links back to the page asked for', () => {
    expect(againLink('/products/1?tab=photos')).toBe('/products/1?tab=photos');
  });

  it('never links to another site, whatever path was asked for', () => {
    for (const url of ['//evil.example/', '///evil.example/x', '/\\evil.example/', '\\\\evil.example', 'http://evil.example/']) {
      const link = new URL(againLink(url).replaceAll('&amp;', '&'), 'https://govi.test/');
      expect(link.origin).toBe('https://govi.test');
    }
  });
});
