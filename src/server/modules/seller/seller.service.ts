import type { District } from '../../../domain/catalog/districts';
import type { Language } from '../../../domain/i18n/languages';
import { previousRange, presetRange, type DayRange } from '../../../domain/seller/sales-range';
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
} from '../../../domain/seller/seller-insights.schema';
import type { Db } from '../../db/client';
import type { MarketDemand } from './market-demand';
import { salesCsvHeader, salesCsvRow } from './sales-csv';
import {
  countCustomers,
  selectBuyersByDistrict,
  selectCustomers,
  selectDemand,
  selectDailySales,
  selectHomeDistrict,
  selectMarketPriceStats,
  selectOwnPricePositions,
  selectProductSales,
  selectProductViews,
  selectRangeTotals,
  selectSeries,
  selectSoldItemsPage,
  type DemandRow,
  type RangeTotals,
} from './seller.repository';

export type SellerContext = { db: Db; demand: MarketDemand; currency: string };

/** Analytics' best sellers: the top of the list, labelled as such on the page. */
export const bestSellerCount = 10;
/** The CSV is read from the database this many rows at a time. */
const csvPageSize = 1_000;

function totalsOf(totals: RangeTotals) {
  return { revenueCents: totals.revenueCents, orders: totals.orders, items: totals.items };
}

export async function getSellerInsights({ db, demand }: SellerContext, sellerId: string): Promise<SellerInsights> {
  const [topProducts, marketPrices, homeDistrict, snapshot] = await Promise.all([
    selectProductSales(db, sellerId, presetRange(dashboardLookbackDays), dashboardPanelSize),
    getMarketPrices(db, sellerId),
    selectHomeDistrict(db, sellerId),
    demand.current(),
  ]);
  return {
    topProducts,
    marketPrices,
    demand: {
      market: demandOf(snapshot.rows, null),
      district: homeDistrict ? { district: homeDistrict, ...demandOf(snapshot.rows, homeDistrict) } : null,
      countedAt: snapshot.countedAt.toISOString(),
    },
  };
}

/** What the whole market ordered since `since`: the count market-demand.ts keeps. */
export function countMarketDemand(db: Db, since: Date): Promise<DemandRow[]> {
  return selectDemand(db, since);
}

async function getMarketPrices(db: Db, sellerId: string): Promise<MarketPrice[]> {
  const [stats, own] = await Promise.all([selectMarketPriceStats(db, sellerId), selectOwnPricePositions(db, sellerId)]);
  return stats.map((pair) => ({
    ...pair,
    own: own
      .filter((product) => product.category === pair.category && product.unit === pair.unit)
      .map((product) => ({
        productId: product.productId,
        title: product.title,
        priceCents: product.priceCents,
        cheaperShare: pair.listings === 0 ? 0 : product.cheaper / pair.listings,
      })),
  }));
}

/** The most ordered categories and products of one district's rows (null: the whole market's). */
function demandOf(rows: DemandRow[], district: District | null): Demand {
  const mostOrdered = (a: DemandRow, b: DemandRow) => b.orders - a.orders || a.category.localeCompare(b.category) || (a.title ?? '').localeCompare(b.title ?? '');
  const ofDistrict = rows.filter((row) => row.district === district).sort(mostOrdered);
  return {
    categories: ofDistrict
      .filter((row) => row.productId === null)
      .slice(0, dashboardPanelSize)
      .map((row) => ({ category: row.category, orders: row.orders })),
    products: ofDistrict
      .filter((row): row is DemandRow & { productId: string } => row.productId !== null)
      .slice(0, dashboardPanelSize)
      .map((row) => ({ productId: row.productId, title: row.title ?? '', category: row.category, sellerName: row.sellerName ?? '', orders: row.orders })),
  };
}

export async function getSalesAnalytics({ db }: SellerContext, sellerId: string, query: AnalyticsQuery): Promise<SalesAnalytics> {
  const range: DayRange = { from: query.from, to: query.to };
  const before = previousRange(range);
  const [totals, previousTotals, series, bestSellers, buyersByDistrict, views] = await Promise.all([
    selectRangeTotals(db, sellerId, range),
    selectRangeTotals(db, sellerId, before),
    selectSeries(db, sellerId, range, query.interval),
    selectProductSales(db, sellerId, range, bestSellerCount),
    selectBuyersByDistrict(db, sellerId, range),
    selectProductViews(db, sellerId, range),
  ]);
  return {
    range,
    interval: query.interval,
    previousRange: before,
    totals: totalsOf(totals),
    previousTotals: totalsOf(previousTotals),
    cancelled: { items: totals.cancelledItems, revenueCents: totals.cancelledRevenueCents },
    series,
    bestSellers,
    buyersByDistrict,
    views: { total: views.reduce((sum, product) => sum + product.views, 0), products: views },
  };
}

export async function listCustomers({ db }: SellerContext, sellerId: string, query: CustomersQuery): Promise<CustomerList> {
  const rows = await selectCustomers(db, sellerId, query, { pageSize: customersPageSize, vipDeliveredOrders, vipTopShare });
  const total = rows[0] ? Number(rows[0].total) : await countCustomers(db, sellerId, query.q);
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
      email: row.email,
    })),
    page: query.page,
    pageSize: customersPageSize,
    total,
  };
}

export async function getSalesReport({ db }: SellerContext, sellerId: string, range: DayRange): Promise<SalesReport> {
  const [totals, products, days] = await Promise.all([
    selectRangeTotals(db, sellerId, range),
    selectProductSales(db, sellerId, range),
    selectDailySales(db, sellerId, range),
  ]);
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
 * read before this resolves, so a failure there can still be answered as an error.
 */
export async function openSalesCsv(context: SellerContext, sellerId: string, range: DayRange, language: Language): Promise<AsyncIterable<string>> {
  const pages = salesCsvPages(context, sellerId, range, language);
  const first = await pages.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}

async function* salesCsvPages({ db, currency }: SellerContext, sellerId: string, range: DayRange, language: Language): AsyncGenerator<string> {
  let after: { orderedAt: string; id: string } | null = null;
  let header = salesCsvHeader(language);
  for (;;) {
    const rows = await selectSoldItemsPage(db, sellerId, range, after, csvPageSize);
    yield header + rows.map((row) => salesCsvRow(row, language, currency)).join('');
    header = '';
    const last = rows[rows.length - 1];
    if (!last || rows.length < csvPageSize) return;
    // The time as the database wrote it, to the microsecond: a rounded one would repeat or skip rows.
    after = { orderedAt: last.ordered_at, id: last.id };
  }
}
