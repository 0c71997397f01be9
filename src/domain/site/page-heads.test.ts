import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages';
import { pageHeads } from './page-heads';
import { pages } from './pages';

describe('pageHeads', () => {
  it.each(languages.filter((language) => language !== 'en'))('translates every page into %s', (language) => {
    for (const id of Object.keys(pages) as (keyof typeof pages)[]) {
      expect(pageHeads[language][id].title).not.toBe(pageHeads.en[id].title);
      expect(pageHeads[language][id].description).not.toBe(pageHeads.en[id].description);
    }
  });
});
