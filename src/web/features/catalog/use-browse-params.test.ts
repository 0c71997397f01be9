import { describe, expect, it } from 'vitest';
import { keptFormFields, readBrowseParams, typedPriceFields, writeBrowseParams } from './use-browse-params';

const read = (query: string, currency = 'LKR') => readBrowseParams(new URLSearchParams(query), currency);

describe('the Browse address', () => {
  it('reads what the filter form sends without JavaScript: amounts as typed, an empty category as none', () => {
    const params = read(
      `q=leeks&category=&district=kandy&district=badulla&${typedPriceFields.min}=1%2C250.5&${typedPriceFields.max}=&inStock=true&minRating=4&sort=price_asc`,
    );
    expect(params).toMatchObject({
      q: 'leeks',
      category: null,
      districts: ['kandy', 'badulla'],
      minPrice: 125_050,
      maxPrice: null,
      inStock: true,
      minRating: 4,
      sort: 'price_asc',
      page: 1,
    });
    // Written back in the app's own form: cents.
    expect(writeBrowseParams(params)).toBe(
      'q=leeks&district=kandy&district=badulla&minPrice=125050&inStock=true&minRating=4&sort=price_asc',
    );
  });

  it('reads a typed amount in the currency of the market, and drops one that is no amount', () => {
    expect(read(`${typedPriceFields.min}=1500`, 'JPY').minPrice).toBe(1500);
    expect(read(`${typedPriceFields.min}=12.5`, 'JPY').minPrice).toBeNull();
    expect(read(`${typedPriceFields.min}=abc&${typedPriceFields.max}=-3`).minPrice).toBeNull();
    expect(read(`${typedPriceFields.max}=-3`).maxPrice).toBeNull();
  });

  it('prefers the app’s own cents to a typed amount', () => {
    expect(read(`minPrice=500&${typedPriceFields.min}=99`).minPrice).toBe(500);
  });

  it('keeps, in each form, what the other parts of the page chose', () => {
    const params = read('q=beans&category=vegetables&district=galle&sort=price_desc&page=3&view=list');
    expect(keptFormFields(params, 'search')).toEqual([
      ['category', 'vegetables'],
      ['district', 'galle'],
      ['sort', 'price_desc'],
      ['view', 'list'],
    ]);
    expect(keptFormFields(params, 'filters')).toEqual([
      ['q', 'beans'],
      ['view', 'list'],
    ]);
  });
});
