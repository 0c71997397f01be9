import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import { en, type MessageKey } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import { translate } from '@web/lib/i18n';

const messages = { en, si, ta };
const say = (language: Language, key: MessageKey, params: Record<string, string | number>) =>
  translate(messages[language], language, key, params);
/** A row of the spread of stars, as product-reviews.tsx reads it out. */
const row = (language: Language, stars: number, count: number) =>
  say(language, 'reviews.distribution.row', { stars: say(language, 'reviews.form.star', { count: stars }), count });

describe('rating texts', () => {
  it('read out each row of the spread of stars with its own number, none included', () => {
    expect(row('en', 1, 0)).toBe('1 star: 0 ratings');
    expect(row('en', 5, 1)).toBe('5 stars: 1 rating');
    expect(row('en', 4, 12)).toBe('4 stars: 12 ratings');
    // Sinhala's "one" form also covers 0: it must still say 0.
    expect(row('si', 2, 0)).toBe('තරු 2: ඇගයීම් 0');
    expect(row('si', 2, 1)).toBe('තරු 2: ඇගයීම් 1');
    expect(row('ta', 1, 1)).toBe('1 நட்சத்திரம்: 1 மதிப்பீடு');
    expect(row('ta', 3, 7)).toBe('3 நட்சத்திரங்கள்: 7 மதிப்பீடுகள்');
  });

  it('say how many ratings a card counts, in the plural the number takes', () => {
    expect(say('en', 'reviews.ratingCount', { count: 1, total: '1' })).toBe('(1 rating)');
    expect(say('en', 'reviews.ratingCount', { count: 1250, total: '1,250' })).toBe('(1,250 ratings)');
    expect(say('si', 'reviews.ratingCount', { count: 1, total: '1' })).toBe('(ඇගයීම් 1)');
    expect(say('ta', 'reviews.starsLabel', { rating: '4.5' })).toBe('5 நட்சத்திரங்களில் 4.5');
    expect(say('en', 'reviews.starsLabel', { rating: '4' })).toBe('4 out of 5 stars');
  });
});
