// @vitest-environment happy-dom
import { act, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from '@domain/site/pages';
import { en } from '@web/locales/en';
import { I18nProvider, useI18n } from './i18n';
import { DocumentTitle, usePageTitle } from './page-title';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

let controls: { navigate(path: string): void; setLanguage(language: 'si'): Promise<void> };
/** Each product's title: undefined while it is on its way, null when there is no such product. */
let products: Record<string, string | null | undefined>;
let arrive: (title: string) => void;

beforeEach(() => {
  document.title = '';
  products = {};
});

/** A product page as the catalog's: named after its product once it is known, the not-found page's if it is gone. */
function ProductPage({ id }: { id: string }) {
  const [title, setTitle] = useState(products[id]);
  arrive = setTitle;
  usePageTitle({ subject: title ?? undefined, missing: title === null });
  return null;
}

function Controls() {
  const navigate = useNavigate();
  const { setLanguage } = useI18n();
  controls = { navigate: (path) => void navigate(path), setLanguage };
  return null;
}

function render(path: string) {
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language: 'en', messages: en }}>
        <MemoryRouter initialEntries={[path]}>
          <Controls />
          <DocumentTitle>
            <Routes>
              <Route path={pathOf('browse')} element={null} />
              <Route path={pathOf('product', { id: 'carrots' })} element={<ProductPage id="carrots" />} />
              <Route path={pathOf('product', { id: 'gone' })} element={<ProductPage id="gone" />} />
              <Route path="*" element={null} />
            </Routes>
          </DocumentTitle>
        </MemoryRouter>
      </I18nProvider>,
    ),
  );
}

function go(path: string) {
  act(() => controls.navigate(path));
}

describe('DocumentTitle', () => {
  it('names the page as the server does, after its subject once it is known, as the reader moves', () => {
    render(pathOf('browse'));
    expect(document.title).toBe('Browse Products | Govi Market');

    // The product is on its way: the page's own name until it arrives.
    go(pathOf('product', { id: 'carrots' }));
    expect(document.title).toBe('Product | Govi Market');
    act(() => arrive('Fresh carrots'));
    expect(document.title).toBe('Fresh carrots | Govi Market');

    products.carrots = 'Fresh carrots';
    go(pathOf('browse'));
    expect(document.title).toBe('Browse Products | Govi Market');
    go(pathOf('product', { id: 'carrots' }));
    expect(document.title).toBe('Fresh carrots | Govi Market');
  });

  it('calls a product that does not exist, and an unknown address, the not-found page', () => {
    products.gone = null;
    render(pathOf('product', { id: 'gone' }));
    expect(document.title).toBe('Page Not Found | Govi Market');
    go('/no/such/page');
    expect(document.title).toBe('Page Not Found | Govi Market');
  });

  it('follows a switch of language, keeping the subject', async () => {
    products.carrots = 'Fresh carrots';
    render(pathOf('product', { id: 'carrots' }));
    await act(() => controls.setLanguage('si'));
    expect(document.title).toBe('Fresh carrots | Govi Market');
    go(pathOf('browse'));
    expect(document.title).toBe('භාණ්ඩ බලන්න | Govi Market');
  });
});
