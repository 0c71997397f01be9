// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Boost } from '@domain/boosts/boost.schema';
import type { Language } from '@domain/i18n/languages';
import { Toaster } from '@web/components/ui/toast';
import { ClockProvider } from '@web/lib/clock';
import { I18nProvider } from '@web/lib/i18n';
import { SiteSettingsProvider } from '@web/lib/site-settings';
import { en, type Messages } from '@web/locales/en';
import { si } from '@web/locales/si';
import { BoostLaunchForm } from './boost-launch-form';
import type { OwnProducts } from './boost-launch-section';
import RunAdsPage from './run-ads-page';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

const riceId = '0b7c6a2e-5d1f-4c3b-9a8e-1f2d3c4b5a69';
const products = [{ id: riceId, title: 'Red rice', boosted: false }];

/** What the stubbed API answers, by "METHOD path", and what it was sent. */
const { sent, answers } = stubApiPerTest();

function render(node: ReactNode, language: Language = 'en', messages: Messages = en) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  act(() =>
    view.root.render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={{ language, messages }}>
          <SiteSettingsProvider value={{ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false }}>
            <ClockProvider start={Date.now()}>
              <MemoryRouter>{node}</MemoryRouter>
              <Toaster closeLabel="Close" regionLabel="Notifications" />
            </ClockProvider>
          </SiteSettingsProvider>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

const { control, type, tick, press, errorOf } = domActions(() => view.container);

function fillValidBoost() {
  type('productId', riceId);
  type('description', '  Unpolished red rice from this season.  ');
  type('dailyBudget', '2,500');
  type('durationDays', '5');
}

const launches = () => sent.filter(({ method }) => method === 'POST');

describe('the launch form', () => {
  it('says what is wrong under each field, brings the seller to the first, and sends nothing', () => {
    render(<BoostLaunchForm products={products} />);
    type('dailyBudget', '99.99');
    type('durationDays', '31');
    press('Launch Boost');
    expect(errorOf('productId')).toBe(en['form.error.required']);
    expect(errorOf('description')).toBe(en['form.error.required']);
    expect(errorOf('dailyBudget')).toMatch(/^Enter a daily budget from Rs\s100 to Rs\s100,000\.$/);
    expect(errorOf('durationDays')).toBe('Enter a whole number of days from 1 to 30.');
    expect(document.activeElement).toBe(control('productId'));

    type('productId', riceId);
    type('description', 'Fresh rice');
    press('Launch Boost');
    expect(errorOf('productId')).toBeNull();
    expect(errorOf('description')).toBeNull();
    expect(document.activeElement).toBe(control('dailyBudget'));
    expect(launches()).toEqual([]);
  });

  it('says it in Sinhala, with the amounts as Sinhala writes them', () => {
    render(<BoostLaunchForm products={products} />, 'si', si);
    type('productId', riceId);
    type('dailyBudget', '50');
    type('durationDays', '31');
    press(si['boosts.launch.submit']);
    expect(errorOf('description')).toBe(si['form.error.required']);
    expect(errorOf('dailyBudget')).toMatch(/^රු\.\s100 සිට රු\.\s100,000 දක්වා දෛනික අයවැයක් ඇතුළත් කරන්න\.$/);
    expect(errorOf('durationDays')).toBe('1 සිට 30 දක්වා දින ගණනක් පූර්ණ සංඛ්‍යාවක් ලෙස ඇතුළත් කරන්න.');
    expect(launches()).toEqual([]);
  });

  it('sends what the schema parsed, then starts again empty', async () => {
    render(<BoostLaunchForm products={products} />);
    fillValidBoost();
    tick('Matale');
    tick('Kandy');
    answers['POST /api/seller/boosts'] = { status: 201, body: { id: 'b1' } };
    press('Launch Boost');
    await settle();
    expect(launches().map(({ body }) => body)).toEqual([
      {
        productId: riceId,
        description: 'Unpolished red rice from this season.',
        dailyBudgetCents: 250_000,
        durationDays: 5,
        districts: ['kandy', 'matale'],
      },
    ]);
    expect(view.container.textContent).toContain('The boost for Red rice is running.');
    expect(control('description').value).toBe('');
    expect(control('dailyBudget').value).toBe('');
  });

  it('puts the server’s refusal of a field on that field', async () => {
    render(<BoostLaunchForm products={products} />);
    fillValidBoost();
    answers['POST /api/seller/boosts'] = {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid body', fields: [{ path: 'dailyBudgetCents', message: 'Too big' }] } },
    };
    press('Launch Boost');
    await settle();
    expect(launches()).toHaveLength(1);
    expect(errorOf('dailyBudget')).toMatch(/^Enter a daily budget from Rs\s100 to Rs\s100,000\.$/);
    expect(errorOf('description')).toBeNull();
    expect(document.activeElement).toBe(control('dailyBudget'));
    expect(view.container.textContent).toContain(en['seller.form.error.fix']);
  });

  it('says in words why a product cannot be boosted now, keeping what was typed', async () => {
    render(<BoostLaunchForm products={products} />);
    fillValidBoost();
    answers['POST /api/seller/boosts'] = {
      status: 409,
      body: { error: { code: 'conflict', message: 'This product already has a boost.', reason: 'already_boosted' } },
    };
    expect(view.container.textContent).not.toContain(en['boosts.refusal.already_boosted']);
    press('Launch Boost');
    await settle();
    expect(view.container.textContent).toContain(en['boosts.refusal.already_boosted']);
    expect(view.container.textContent).not.toContain('This product already has a boost.');
    expect(errorOf('productId')).toBeNull();
    expect(control('dailyBudget').value).toBe('2,500');
  });
});

describe('the Run Ads page', () => {
  const day = { impressions: 0, clicks: 0, orders: 0, revenueCents: 0 };
  function boost(overrides: Partial<Boost>): Boost {
    return {
      id: 'b',
      productId: 'p',
      productTitle: 'Product',
      coverUrl: null,
      description: 'Words',
      dailyBudgetCents: 250_000,
      durationDays: 7,
      districts: [],
      status: 'active',
      startsAt: '2026-11-01T04:30:00.000Z',
      endsAt: '2026-11-08T04:30:00.000Z',
      totals: day,
      days: [],
      ...overrides,
    };
  }

  it('shows the totals, each boost with what it may do, and offers only products that can be boosted', async () => {
    // The seller's products come from the seller feature's query, handed in by the page's caller.
    const ownProducts = {
      data: {
        products: [
          { id: 'p-rice', title: 'Red rice', status: 'active', quantity: 10 },
          { id: 'p-eggs', title: 'Eggs', status: 'active', quantity: 0 },
          { id: 'p-ghee', title: 'Ghee', status: 'draft', quantity: 5 },
          { id: 'p-honey', title: 'Honey', status: 'active', quantity: 3 },
        ],
      } as OwnProducts,
      isError: false,
      error: null,
      refetch() {},
    };
    answers['GET /api/seller/boosts'] = {
      status: 200,
      body: {
        boosts: [
          boost({
            id: 'b-honey',
            productId: 'p-honey',
            productTitle: 'Honey',
            totals: { impressions: 1000, clicks: 50, orders: 2, revenueCents: 300_000 },
            days: [{ day: '2026-11-01', impressions: 1000, clicks: 50, orders: 2, revenueCents: 300_000 }],
          }),
          boost({
            id: 'b-curd',
            productId: 'p-curd',
            productTitle: 'Curd',
            status: 'paused',
            districts: ['kandy', 'galle'],
            dailyBudgetCents: 120_050,
          }),
          boost({
            id: 'b-jak',
            productId: 'p-jak',
            productTitle: 'Jackfruit',
            status: 'completed',
            totals: { impressions: 1000, clicks: 30, orders: 1, revenueCents: 50_000 },
          }),
        ],
        // The server's: an order credited to two boosts counts once, so not the sum of the boosts' orders.
        totals: { impressions: 2000, clicks: 80, orders: 2, revenueCents: 300_000 },
      },
    };
    render(<RunAdsPage ownProducts={ownProducts} />);
    await settle();

    const options = [...control('productId').querySelectorAll('option')].filter((option) => option.value !== '');
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Red rice', false],
      ['Honey (its boost has not ended)', true],
    ]);

    const totals = view.container.querySelector('[aria-labelledby="boost-totals"]')!;
    expect([...totals.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      '2,000',
      '80',
      '4%',
      '2',
      expect.stringMatching(/^Rs\s3,000\.00$/),
    ]);

    const cards = [...view.container.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Honey', 'Curd', 'Jackfruit']);
    expect(cards.map((card) => [...card.querySelectorAll('button')].map((button) => button.textContent))).toEqual([
      ['Pause: Honey'],
      ['Resume: Curd'],
      [],
    ]);
    expect(cards.map((card) => card.querySelector('span.rounded-full')?.textContent)).toEqual(['Active', 'Paused', 'Completed']);
    expect(cards[1]!.textContent).toContain('Kandy, Galle');
    // Budgets are chosen in whole rupees: no ".00" after them, but paise a seller did type are shown.
    const budgets = cards.map((card) => [...card.querySelectorAll('dt')].find((term) => term.textContent === 'Daily budget')?.nextSibling);
    expect(budgets.map((budget) => budget?.textContent)).toEqual([
      expect.stringMatching(/^Rs\s2,500$/),
      expect.stringMatching(/^Rs\s1,200\.50$/),
      expect.stringMatching(/^Rs\s2,500$/),
    ]);
    // The tips' advice, in whole rupees as well.
    expect(view.container.querySelector('[aria-labelledby="boost-tips"]')?.textContent).toMatch(
      /Budgets of Rs\s1,500–Rs\s4,500 a day for 3 to 7 days work well/,
    );
    // Revenue is money received, shown to the paisa like every total.
    expect(cards[0]!.textContent).toMatch(/Rs\s3,000\.00/);

    const table = cards[0]!.querySelector('details table')!;
    expect(table.querySelector('caption')?.textContent).toBe('Per day: Honey');
    expect([...table.querySelectorAll('thead th')].map((heading) => heading.getAttribute('scope'))).toEqual(Array(6).fill('col'));
    expect(table.querySelector('tbody th[scope="row"]')?.textContent).toBe('Nov 1, 2026');
    expect(cards[1]!.querySelector('details')).toBeNull();
  });
});
