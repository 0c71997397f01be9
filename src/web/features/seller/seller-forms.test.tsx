// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { ClockProvider } from '@web/lib/clock';
import { I18nProvider } from '@web/lib/i18n';
import { SiteSettingsProvider } from '@web/lib/site-settings';
import { en } from '@web/locales/en';
import { SalesRangeControl } from './sales-range-control';
import { ProductForm } from './product-form';
import { emptyProductForm, type ProductFormData, type ProductFormValues } from './product-form-values';
import { StockEditor } from './stock-editor';
import { domActions } from '@web/testing/dom-actions';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

let sent: { data: ProductFormData; refused(error: unknown): void }[];

beforeEach(() => {
  sent = [];
});

function render(node: ReactNode) {
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language: 'en', messages: en }}>
        <SiteSettingsProvider value={{ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false }}>
          <ClockProvider start={Date.now()}>
            <MemoryRouter>{node}</MemoryRouter>
            <Toaster closeLabel="Close" regionLabel="Notifications" />
          </ClockProvider>
        </SiteSettingsProvider>
      </I18nProvider>,
    ),
  );
}

function renderForm(mode: 'add' | 'edit', initialValues: ProductFormValues = emptyProductForm) {
  render(
    <ProductForm
      mode={mode}
      initialValues={initialValues}
      photoPicker={null}
      savingStatus={null}
      onSubmit={(data, refused) => sent.push({ data, refused })}
    />,
  );
}

const { control, type, press, errorOf } = domActions(() => view.container);

function fillValidProduct() {
  type('title', 'Red rice');
  type('category', 'grains');
  type('district', 'polonnaruwa');
  type('description', 'Unpolished red rice from this season.');
  type('price', '1,250.50');
}

describe('the product form', () => {
  it('says what is wrong under each field and brings the seller to the first', () => {
    renderForm('add');
    press('List Product');
    expect(sent).toEqual([]);
    expect(errorOf('title')).toBe(en['form.error.required']);
    expect(errorOf('category')).toBe(en['seller.form.error.category']);
    expect(errorOf('district')).toBe(en['seller.form.error.district']);
    expect(errorOf('description')).toBe(en['form.error.required']);
    expect(errorOf('price')).toBe(en['form.error.required']);
    expect(errorOf('quantity')).toBeNull();
    expect(document.activeElement).toBe(control('title'));

    type('title', 'Red rice');
    expect(errorOf('title')).toBeNull();
    expect(errorOf('price')).toBe(en['form.error.required']);
  });

  it('has its own words for the price and the quantities, with the maxima written out', () => {
    renderForm('add');
    fillValidProduct();
    type('price', '250,50.5.0');
    type('quantity', '2.5');
    type('maxPerOrder', '0');
    press('List Product');
    expect(errorOf('price')).toBe(en['seller.form.error.price']);
    expect(errorOf('quantity')).toBe(en['seller.form.error.quantity']);
    expect(errorOf('maxPerOrder')).toBe(en['seller.form.error.maxPerOrder']);
    expect(document.activeElement).toBe(control('price'));

    type('price', '0.00');
    press('List Product');
    expect(errorOf('price')).toBe(en['seller.form.error.priceZero']);

    type('price', '10000000.01');
    type('quantity', '1000001');
    type('maxPerOrder', '1000001');
    press('List Product');
    expect(errorOf('price')).toMatch(/^The price can be at most Rs\s10,000,000\.00\.$/);
    expect(errorOf('quantity')).toBe('The quantity can be at most 1,000,000.');
    expect(errorOf('maxPerOrder')).toBe('The quantity can be at most 1,000,000.');
    expect(sent).toEqual([]);
  });

  it('sends what the schema parsed, listed or as a draft', () => {
    renderForm('add');
    fillValidProduct();
    press('Save as Draft');
    press('List Product');
    expect(sent.map(({ data }) => data)).toEqual(
      ['draft', 'active'].map((status) => ({
        title: 'Red rice',
        description: 'Unpolished red rice from this season.',
        priceCents: 125_050,
        unit: 'kg',
        category: 'grains',
        district: 'polonnaruwa',
        town: null,
        condition: 'new',
        quantity: 1,
        maxPerOrder: null,
        status,
      })),
    );
  });

  it('saves the status chosen when editing', () => {
    renderForm('edit', {
      ...emptyProductForm,
      title: 'Eggs',
      category: 'dairy',
      district: 'kandy',
      description: 'Free range.',
      price: '60.50',
      status: 'active',
    });
    act(() => view.container.querySelector<HTMLInputElement>('input[name="status"][value="inactive"]')!.click());
    press('Save Changes');
    expect(sent[0]?.data).toMatchObject({ priceCents: 6_050, status: 'inactive' });
  });

  it('puts the server’s refusal on its field and asks for it to be corrected', () => {
    renderForm('add');
    fillValidProduct();
    press('List Product');
    const refusal = new ApiRequestError(400, {
      code: 'validation_failed',
      message: 'Invalid priceCents',
      fields: [{ path: 'priceCents', message: 'Too big' }],
    });
    act(() => sent[0]!.refused(refusal));
    expect(errorOf('price')).toBe(en['seller.form.error.price']);
    expect(document.activeElement).toBe(control('price'));
    expect(view.container.textContent).toContain(en['seller.form.error.fix']);
  });
});

describe('the inventory’s quick edit', () => {
  const product = { id: 'p1', title: 'Eggs', quantity: 40, priceCents: 6_050 } as Parameters<typeof StockEditor>[0]['product'];

  it('checks the stock and price with the product’s rules', () => {
    const saved: unknown[] = [];
    render(<StockEditor product={product} saving={false} onSave={(changes) => saved.push(changes)} onCancel={() => {}} />);
    expect(document.activeElement).toBe(control('quantity'));
    type('quantity', '1000001');
    type('price', '10000000.01');
    press('Save');
    expect(errorOf('quantity')).toBe('The quantity can be at most 1,000,000.');
    expect(errorOf('price')).toMatch(/^The price can be at most Rs\s10,000,000\.00\.$/);
    expect(saved).toEqual([]);

    type('quantity', '0');
    type('price', '99.5');
    press('Save');
    expect(saved).toEqual([{ quantity: 0, priceCents: 9_950 }]);
  });

  it('refuses an emptied price or stock, and a price of zero, on the field, saving nothing', () => {
    const saved: unknown[] = [];
    render(<StockEditor product={product} saving={false} onSave={(changes) => saved.push(changes)} onCancel={() => {}} />);
    type('price', '');
    press('Save');
    expect(errorOf('price')).toBe(en['form.error.required']);
    expect(document.activeElement).toBe(control('price'));

    type('price', '0');
    type('quantity', '');
    press('Save');
    expect(errorOf('quantity')).toBe(en['form.error.required']);
    expect(errorOf('price')).toBe(en['seller.form.error.priceZero']);
    expect(saved).toEqual([]);
  });
});

describe('the sales range', () => {
  it('keeps its rules between the two ends', () => {
    const ranges: unknown[] = [];
    const range = { from: '2026-01-01', to: '2026-01-31' };
    render(<SalesRangeControl preset={null} range={range} onPreset={() => {}} onRange={(chosen) => ranges.push(chosen)} />);
    type('from', '2026-02-01');
    press('Show');
    expect(errorOf('from')).toBe(en['seller.range.error.order']);
    type('to', '2026-03-01');
    expect(errorOf('from')).toBeNull();

    type('from', '2020-01-01');
    press('Show');
    expect(errorOf('to')).toBe('Choose a range of at most 731 days (two years).');
    expect(document.activeElement).toBe(control('to'));

    type('from', '2026-02-01');
    press('Show');
    expect(ranges).toEqual([{ from: '2026-02-01', to: '2026-03-01' }]);
  });
});
