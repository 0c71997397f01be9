import { describe, expect, it, vi } from 'vitest';
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

describe('loadMessages', () => {
  // A fresh module each time: what has arrived is kept for the whole app.
  const freshI18n = async () => {
    vi.resetModules();
    return import('./i18n');
  };

  it("gives a public page the market's words and not the seller area's", async () => {
    const { loadMessages } = await freshI18n();
    const messages = await loadMessages('si', ['market']);
    expect(messages['catalog.product.addToCart']).toBe(si['catalog.product.addToCart']);
    expect(messages['seller.unit.kg']).toBe(si['seller.unit.kg']);
    expect(messages['seller.viewAnalytics']).toBeUndefined();
  });

  it("keeps the first screen's English when the seller area's words arrive before the market's", async () => {
    const { loadMessages } = await freshI18n();
    const messages = await loadMessages('en', ['sellerArea']);
    expect(messages['seller.viewAnalytics']).toBe(en['seller.viewAnalytics']);
    expect(messages['footer.rights']).toBe(en['footer.rights']);
  });

  it('has all of a language once both parts have arrived', async () => {
    const { loadMessages } = await freshI18n();
    expect(await loadMessages('ta')).toEqual(ta);
  });
});
