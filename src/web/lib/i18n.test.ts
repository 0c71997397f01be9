import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { si } from '../locales/si';
import { ta } from '../locales/ta';
import { translate } from './i18n';

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate(en, 'en', 'footer.rights', { year: 2026 })).toBe('© 2026 Govi Market. Made in Sri Lanka.');
  });

  it('picks the singular form where the language says "one"', () => {
    expect(translate(en, 'en', 'time.hoursAgo', { count: 1 })).toBe('1 hour ago');
    expect(translate(en, 'en', 'time.hoursAgo', { count: 5 })).toBe('5 hours ago');
    expect(translate(si, 'si', 'time.daysAgo', { count: 3 })).toBe('දින 3කට පෙර');
    expect(translate(en, 'en', 'time.minutesAgo', { count: 1 })).toBe('1 minute ago');
    expect(translate(en, 'en', 'time.minutesAgo', { count: 59 })).toBe('59 minutes ago');
    expect(translate(si, 'si', 'time.minutesAgo', { count: 5 })).toBe('මිනිත්තු 5කට පෙර');
    expect(translate(ta, 'ta', 'time.minutesAgo', { count: 5 })).toBe('5 நிமிடங்களுக்கு முன்');
  });

  const messagesOf = { en, si, ta } as const;
  it.each([
    { language: 'en', unit: 'piece', count: 1, expected: '1 piece' },
    { language: 'en', unit: 'piece', count: 3, expected: '3 pieces' },
    { language: 'en', unit: 'bunch', count: 4, expected: '4 bunches' },
    { language: 'en', unit: 'kg', count: 1, expected: '1 kg' },
    { language: 'en', unit: 'dozen', count: 2, expected: '2 dozen' },
    { language: 'ta', unit: 'piece', count: 1, expected: '1 துண்டு' },
    { language: 'ta', unit: 'piece', count: 3, expected: '3 துண்டுகள்' },
    { language: 'si', unit: 'bunch', count: 4, expected: 'මිටි 4' },
    { language: 'si', unit: 'bunch', count: 1, expected: 'මිටි 1' },
  ] as const)('writes $count $unit in $language as $expected', ({ language, unit, count, expected }) => {
    expect(translate(messagesOf[language], language, `seller.quantity.${unit}`, { count, quantity: String(count) })).toBe(expected);
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(translate(en, 'en', 'footer.rights', {})).toBe('© {year} Govi Market. Made in Sri Lanka.');
  });
});
