import { shownEmail } from '@domain/auth/phone-account';
import type { District } from '@domain/catalog/districts';
import type { Language } from '@domain/i18n/languages';
import { previousRange, presetRange, type DayRange } from '@domain/seller/sales-range';
import {
  customersPageSize,
  dashboardLookbackDays,
  dashboardPanelSize,
  vipDeliveredOrders,
  vipTopShare,
  type AnalyticsQuery,
  type CustomerList,
  type CustomersQuery,
  type Demand,
  type MarketPrice,
  type SalesAnalytics,
  type SalesReport,
  type SellerInsights,
} from '@domain/seller/seller-insights.schema';
import type { Db } from '@server/db/client';
import type { MarketSnapshot } from './market-snapshot';
import { buildPriceDistribution, listingsCheaperThan, priceSummary, type PriceDistribution } from './price-distribution';
import { salesCsvHeader, salesCsvRow } from './sales-csv';
import {
  buyersByDistrict,
  dailySales,
  homeDistrict,
  ownActiveProducts,
  productSales,
  productViews,
  rangeTotals,
  readTogether,
  selectActivePriceCounts,
  selectCustomers,
  selectDemand,
  selectSoldItemsPage,
  series,
  type DemandRow,
  type RangeTotals,
} from '@server/read-models/seller-reports';

/** What the whole market did lately, counted for every seller at once (market-snapshot.ts). */
export type MarketFigures = {
  /** The most ordered categories and products, market-wide (`market`) and per delivery district. */
  demand: ReadonlyMap<District | 'market', Demand>;
  prices: PriceDistribution;
};

const noDemand: Demand = { categories: [], products: [] };

export type SellerContext = { db: Db; market: MarketSnapshot<MarketFigures>; currency: string };

/** Analytics' best sellers: the top of the list, labelled as such on the page. */
export const bestSellerCount = 10;
/** The CSV is read from the database this many rows at a time. */
const csvPageSize = 1_000;

function totalsOf(totals: RangeTotals) {
  return { revenueCents: totals.revenueCents, orders: totals.orders, items: totals.items };
}

export async function getSellerInsights({ db, market }: SellerContext, sellerId: string): Promise<SellerInsights> {
  const [own, snapshot] = await Promise.all([
    readTogether(db, {
      topProducts: productSales(sellerId, presetRange(dashboardLookbackDays), dashboardPanelSize),
      products: ownActiveProducts(sellerId),
      district: homeDistrict(sellerId),
    }),
    market.current(),
  ]);
  const { demand, prices } = snapshot.figures;
  return {
    topProducts: own.topProducts,
    marketPrices: marketPricesOf(own.products, prices),
    demand: {
      market: demand.get('market') ?? noDemand,
      district: own.district ? { district: own.district, ...(demand.get(own.district) ?? noDemand) } : null,
      countedAt: snapshot.countedAt.toISOString(),
    },
  };
}

/** Counts what the market's figures are made of: a month of orders, and every active listing's price. */
export async function countMarketFigures(db: Db, at: Date): Promise<MarketFigures> {
  const since = new Date(at.getTime() - dashboardLookbackDays * 86_400_000);
  const [demandRows, priceCounts] = await Promise.all([selectDemand(db, since), selectActivePriceCounts(db)]);
  return { demand: mostOrderedByDistrict(demandRows), prices: buildPriceDistribution(priceCounts) };
}

type OwnProduct = ReturnType<ReturnType<typeof ownActiveProducts>['map']>[number];

/**
 * The seller's products for sale (as they are now) placed among the market's prices (as last counted). A
 * category and unit listed since the count has only the seller's own listings to go by.
 */
function marketPricesOf(ownProducts: OwnProduct[], market: PriceDistribution): MarketPrice[] {
  const pairs = new Map<string, OwnProduct[]>();
  for (const product of ownProducts) {
    const key = `${product.category} ${product.unit}`;
    pairs.set(key, [...(pairs.get(key) ?? []), product]);
  }
  return [...pairs.values()].flatMap((own) => {
    const { category, unit } = own[0] as OwnProduct;
    const counted = priceSummary(market, category, unit) ? market : buildPriceDistribution(priceCountsOf(own));
    const summary = priceSummary(counted, category, unit);
    if (!summary) return [];
    return [
      {
        category,
        unit,
        ...summary,
        own: own.map((product) => ({
          productId: product.productId,
          title: product.title,
          priceCents: product.priceCents,
          cheaperShare: Math.min(1, listingsCheaperThan(counted, category, unit, product.priceCents) / summary.listings),
        })),
      },
    ];
  });
}

function priceCountsOf(products: OwnProduct[]) {
  return [...products]
    .sort((a, b) => a.priceCents - b.priceCents)
    .map((product) => ({ category: product.category, unit: product.unit, priceCents: product.priceCents, listings: 1 }));
}

/**
 * The most ordered categories and products of the market and of each district, picked once per count: the rows
 * run to one per product and district, too many to sort again for every dashboard.
 */
function mostOrderedByDistrict(rows: DemandRow[]): Map<District | 'market', Demand> {
  const mostOrdered = (a: DemandRow, b: DemandRow) =>
    b.orders - a.orders || a.category.localeCompare(b.category) || (a.title ?? '').localeCompare(b.title ?? '');
  const byDistrict = new Map<District | 'market', DemandRow[]>();
  for (const row of rows) {
    const key = row.district ?? 'market';
    const list = byDistrict.get(key);
    if (list) list.push(row);
    else byDistrict.set(key, [row]);
  }
  return new Map(
    [...byDistrict].map(([district, ofDistrict]) => {
      ofDistrict.sort(mostOrdered);
      return [
        district,
        {
          categories: ofDistrict
            .filter((row) => row.productId === null)
            .slice(0, dashboardPanelSize)
            .map((row) => ({ category: row.category, orders: row.orders })),
          products: ofDistrict
            .filter((row): row is DemandRow & { productId: string } => row.productId !== null)
            .slice(0, dashboardPanelSize)
            .map((row) => ({
              productId: row.productId,
              title: row.title ?? '',
              category: row.category,
              sellerName: row.sellerName ?? '',
              orders: row.orders,
            })),
        },
      ];
    }),
  );
}

export async function getSalesAnalytics({ db }: SellerContext, sellerId: string, query: AnalyticsQuery): Promise<SalesAnalytics> {
  const range: DayRange = { from: query.from, to: query.to };
  const before = previousRange(range);
  const figures = await readTogether(db, {
    totals: rangeTotals(sellerId, range),
    previousTotals: rangeTotals(sellerId, before),
    series: series(sellerId, range, query.interval),
    bestSellers: productSales(sellerId, range, bestSellerCount),
    buyersByDistrict: buyersByDistrict(sellerId, range),
    views: productViews(sellerId, range),
  });
  const { totals, views } = figures;
  return {
    range,
    interval: query.interval,
    previousRange: before,
    totals: totalsOf(totals),
    previousTotals: totalsOf(figures.previousTotals),
    cancelled: { items: totals.cancelledItems, revenueCents: totals.cancelledRevenueCents },
    series: figures.series,
    bestSellers: figures.bestSellers,
    buyersByDistrict: figures.buyersByDistrict,
    views: { total: views.reduce((sum, product) => sum + product.views, 0), products: views },
  };
}

export async function listCustomers({ db }: SellerContext, sellerId: string, query: CustomersQuery): Promise<CustomerList> {
  const { total, rows } = await selectCustomers(db, sellerId, query, { pageSize: customersPageSize, vipDeliveredOrders, vipTopShare });
  return {
    customers: rows.map((row) => ({
      buyerId: row.buyer_id,
      name: row.name,
      district: row.district,
      orders: Number(row.orders),
      deliveredOrders: Number(row.delivered_orders),
      spentCents: Number(row.spent),
      lastOrderAt: new Date(row.last_order_at).toISOString(),
      vip: row.vip,
      phoneNumber: row.phone_number,
      // An account made by phone has no address to write to, only a stand-in.
      email: shownEmail(row.email),
    })),
    page: query.page,
    pageSize: customersPageSize,
    total,
  };
}

export async function getSalesReport({ db }: SellerContext, sellerId: string, range: DayRange): Promise<SalesReport> {
  const { totals, products, days } = await readTogether(db, {
    totals: rangeTotals(sellerId, range),
    products: productSales(sellerId, range),
    days: dailySales(sellerId, range),
  });
  return {
    range: { from: range.from, to: range.to },
    totals: { ...totalsOf(totals), averageOrderCents: totals.orders === 0 ? 0 : Math.round(totals.revenueCents / totals.orders) },
    cancelled: { items: totals.cancelledItems, revenueCents: totals.cancelledRevenueCents },
    products,
    days,
  };
}

/**
 * The CSV of every item sold in the range, a page of rows at a time: the next page is read only when the
 * previous one has been taken by the reader, so memory holds one page whatever the range. The first page is
 * read before this resolves, so a failure there can still be answered as an error; a CSV that fits in that page
 * is answered whole, as a string (no stream to set up for the many small reports).
 */
export async function openSalesCsv(
  context: SellerContext,
  sellerId: string,
  range: DayRange,
  language: Language,
): Promise<string | AsyncIterable<string>> {
  const pages = salesCsvPages(context, sellerId, range, language);
  const first = await pages.next();
  if (first.done) return '';
  if (first.value.lastPage) return first.value.text;
  const { text } = first.value;
  return (async function* () {
    yield text;
    for await (const page of pages) yield page.text;
  })();
}

async function* salesCsvPages(
  { db, currency }: SellerContext,
  sellerId: string,
  range: DayRange,
  language: Language,
): AsyncGenerator<{ text: string; lastPage: boolean }> {
  let after: { orderedAt: string; id: string } | null = null;
  let header = salesCsvHeader(language);
  for (;;) {
    const rows = await selectSoldItemsPage(db, sellerId, range, after, csvPageSize);
    const last = rows[rows.length - 1];
    const lastPage = !last || rows.length < csvPageSize;
    yield { text: header + rows.map((row) => salesCsvRow(row, language, currency)).join(''), lastPage };
    header = '';
    if (lastPage) return;
    // The time as the database wrote it, to the microsecond: a rounded one would repeat or skip rows.
    after = { orderedAt: last.ordered_at, id: last.id };
  }
}
