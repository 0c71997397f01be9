import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { pageHeadTitle, pageHeads } from './page-heads';
import { pages } from './pages';

describe('pageHeads', () => {
  it.each(languages.filter((language) => language !== 'en'))('translates every page into %s', (language) => {
    for (const id of Object.keys(pages) as (keyof typeof pages)[]) {
      expect(pageHeads[language][id].title).not.toBe(pageHeads.en[id].title);
      expect(pageHeads[language][id].description).not.toBe(pageHeads.en[id].description);
    }
  });
});

describe('pageHeadTitle', () => {
  it.each([
    ['browse', 'en', undefined, 'Browse Products | Govi Market'],
    ['browse', 'si', undefined, 'භාණ්ඩ බලන්න | Govi Market'],
    ['product', 'en', undefined, 'Product | Govi Market'],
    ['product', 'en', 'Fresh carrots', 'Fresh carrots | Govi Market'],
    // A subject is a name, the same in every language.
    ['product', 'ta', 'Fresh carrots', 'Fresh carrots | Govi Market'],
    ['seller', 'si', 'Sunethra P.', 'Sunethra P. | Govi Market'],
    ['notFound', 'en', undefined, 'Page Not Found | Govi Market'],
    ['notFound', 'ta', undefined, 'பக்கம் கிடைக்கவில்லை | Govi Market'],
  ] as const)('%s in %s about %s: %s', (id, language, subject, title) => {
    expect(pageHeadTitle(id, language, subject)).toBe(title);
  });
});
