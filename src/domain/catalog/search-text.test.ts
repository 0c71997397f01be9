import { describe, expect, it } from 'vitest';
import { containsPattern, productSearchText } from './search-text';

describe('productSearchText', () => {
  it('holds the seller’s words, name, town and the district in all three languages, lower-cased', () => {
    const text = productSearchText({
      title: 'Red ONIONS',
      description: 'Dry and sweet',
      town: 'Peradeniya',
      sellerName: 'Nimal Perera',
      district: 'kandy',
    });
    for (const part of ['red onions', 'dry and sweet', 'peradeniya', 'nimal perera', 'kandy', 'මහනුවර', 'கண்டி']) {
      expect(text).toContain(part);
    }
  });
});

describe('containsPattern', () => {
  it('wraps the term and escapes LIKE wildcards', () => {
    expect(containsPattern('Tomato')).toBe('%tomato%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
