import { describe, expect, it } from 'vitest';
import { languages, localeOf } from '../i18n/languages';
import { districts } from './districts';
import { districtNames, districtsByName } from './taxonomy-names';

describe('districts in the order of their names', () => {
  it.each(languages)('lists every district once, in the order Intl.Collator gives %s', (language) => {
    const collator = new Intl.Collator(localeOf[language]);
    const sorted = [...districts].sort((a, b) => collator.compare(districtNames[a][language], districtNames[b][language]));
    expect(districtsByName[language]).toEqual(sorted);
  });
});
