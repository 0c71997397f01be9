import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { emptyProductForm, productFormInput, productFormSchema, productFormValuesOf, type ProductFormValues } from './product-form-values';

const typed = (changes: Partial<ProductFormValues>): ProductFormValues => ({
  ...emptyProductForm,
  title: 'Red rice',
  category: 'grains',
  district: 'polonnaruwa',
  description: 'Unpolished, this season.',
  price: '320',
  ...changes,
});

describe('reading what the seller typed', () => {
  it('gives the schema a product to list: empty quantity 1, empty maximum the default, empty town left out', () => {
    const parsed = productFormSchema.parse(productFormInput(typed({ price: '1,250.50' }), 'LKR'));
    expect(parsed).toEqual({
      title: 'Red rice',
      description: 'Unpolished, this season.',
      priceCents: 125_050,
      unit: 'kg',
      category: 'grains',
      district: 'polonnaruwa',
      town: null,
      condition: 'new',
      quantity: 1,
      maxPerOrder: null,
    });
  });

  it.each([
    [{ price: '' }, 'priceCents', 'invalid_type'],
    [{ price: 'abc' }, 'priceCents', 'invalid_type'],
    [{ price: '0' }, 'priceCents', 'too_small'],
    [{ price: '0.00' }, 'priceCents', 'too_small'],
    [{ price: '10000000.01' }, 'priceCents', 'too_big'],
    [{ quantity: '2.5' }, 'quantity', 'invalid_type'],
    [{ quantity: '1000001' }, 'quantity', 'too_big'],
    [{ maxPerOrder: '0' }, 'maxPerOrder', 'too_small'],
    [{ category: '' }, 'category', 'invalid_value'],
    [{ title: '   ' }, 'title', 'too_small'],
  ])('refuses %o at %s (%s)', (changes, path, code) => {
    const parsed = productFormSchema.safeParse(productFormInput(typed(changes), 'LKR'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.code])).toEqual([[path, code]]);
  });

  it('starts the edit form from the product as stored, and reads it back the same', () => {
    const product = {
      title: 'Eggs',
      category: 'dairy',
      condition: 'new',
      district: 'kandy',
      town: null,
      description: 'Free range.',
      priceCents: 6_050,
      unit: 'dozen',
      quantity: 40,
      maxPerOrder: 5,
      status: 'inactive',
    } as ProductDetail;
    const values = productFormValuesOf(product, 'LKR');
    expect(values).toMatchObject({ price: '60.50', quantity: '40', maxPerOrder: '5', town: '', status: 'inactive' });
    expect(productFormSchema.parse(productFormInput(values, 'LKR'))).toMatchObject({
      priceCents: 6_050,
      quantity: 40,
      maxPerOrder: 5,
      town: null,
    });
  });
});
