import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { si } from '../locales/si';
import { translate } from './i18n';

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate(en, 'en', 'footer.rights', { year: 2026 })).toBe('© 2026 Govi Market. Made in Sri Lanka.');
  });

  it('picks the singular form where the language says "one"', () => {
    expect(translate(en, 'en', 'time.hoursAgo', { count: 1 })).toBe('1 hour ago');
    expect(translate(en, 'en', 'time.hoursAgo', { count: 5 })).toBe('5 hours ago');
    expect(translate(si, 'si', 'time.daysAgo', { count: 3 })).toBe('දින 3කට පෙර');
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(translate(en, 'en', 'footer.rights', {})).toBe('© {year} Govi Market. Made in Sri Lanka.');
  });
});
