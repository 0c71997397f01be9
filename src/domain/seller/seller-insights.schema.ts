import { z } from 'zod';
import { categories } from '../catalog/categories';
import { districts } from '../catalog/districts';
import { units } from '../catalog/product-options';
import { textInput } from '../text';
import { refineSalesRange, salesIntervals, salesRangeShape } from './sales-range';

// Every figure here is the seller's own non-cancelled order items unless it says otherwise; money is integer
// minor units; days are Colombo days written YYYY-MM-DD.

const day = z.string();
const cents = z.number().int();
const count = z.number().int().min(0);

/** Figures of a set of order items. `items` counts order lines, not units: kilograms and pieces do not add up. */
export const salesTotalsSchema = z.object({ revenueCents: cents, orders: count, items: count });
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/**
 * One product's sales in one unit (a product sold by the kg and later by the gram has two). `productId` is null
 * once the seller has deleted the product; the title is the latest one it was sold under.
 */
export const productSalesSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  unit: z.enum(units),
  /** Σ quantity, in the product's unit. */
  quantity: count,
  revenueCents: cents,
  orders: count,
});
export type ProductSales = z.infer<typeof productSalesSchema>;

// ——— Dashboard panels: GET /api/seller/insights ———

/** How many rows each dashboard panel shows. */
export const dashboardPanelSize = 5;
/** The dashboard's panels look back this many days. */
export const dashboardLookbackDays = 30;

/** One of the seller's active products beside the market's prices for its category and unit. */
export const ownPriceSchema = z.object({
  productId: z.string(),
  title: z.string(),
  priceCents: cents,
  /** Share of the market's active listings (this category and unit) priced below this one, 0–1. */
  cheaperShare: z.number().min(0).max(1),
});

/** Active prices per unit across the market for one category and unit the seller lists in. */
export const marketPriceSchema = z.object({
  category: z.enum(categories),
  unit: z.enum(units),
  /** Active listings in the market, the seller's own included. */
  listings: count,
  medianCents: cents,
  minCents: cents,
  maxCents: cents,
  own: z.array(ownPriceSchema),
});
export type MarketPrice = z.infer<typeof marketPriceSchema>;

/** What buyers ordered most in the last 30 days: by distinct orders, cancelled items left out. */
export const demandSchema = z.object({
  categories: z.array(z.object({ category: z.enum(categories), orders: count })),
  /** Only products still for sale, so each can be opened. */
  products: z.array(
    z.object({ productId: z.string(), title: z.string(), category: z.enum(categories), sellerName: z.string(), orders: count }),
  ),
});
export type Demand = z.infer<typeof demandSchema>;

export const sellerInsightsSchema = z.object({
  /** The seller's products by revenue over the last 30 days, best first. */
  topProducts: z.array(productSalesSchema),
  /** One entry per category and unit the seller has active products in. */
  marketPrices: z.array(marketPriceSchema),
  demand: z.object({
    market: demandSchema,
    /** Orders delivered to the district most of the seller's active products are in; null when they list none. */
    district: demandSchema.extend({ district: z.enum(districts) }).nullable(),
    /** When the market-wide figures were counted: they are shared by every seller and counted every few minutes. */
    countedAt: z.string(),
  }),
});
export type SellerInsights = z.infer<typeof sellerInsightsSchema>;

// ——— Analytics: GET /api/seller/analytics ———

export const analyticsQuerySchema = z
  .strictObject({ ...salesRangeShape, interval: z.enum(salesIntervals).default('day') })
  .superRefine(refineSalesRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const dayRangeSchema = z.object({ from: day, to: day });

export const salesAnalyticsSchema = z.object({
  range: dayRangeSchema,
  interval: z.enum(salesIntervals),
  /** The range of the same length just before, for the change. */
  previousRange: dayRangeSchema,
  totals: salesTotalsSchema,
  previousTotals: salesTotalsSchema,
  /** The seller's items cancelled in the range, apart from every other figure. */
  cancelled: z.object({ items: count, revenueCents: cents }),
  /**
   * Every day, week (Monday first) or month that touches the range, oldest first, those without sales
   * included. `start` is the first day of the bucket, which may lie before the range.
   */
  series: z.array(z.object({ start: day, revenueCents: cents, orders: count })),
  /** By revenue, best first. */
  bestSellers: z.array(productSalesSchema),
  /** Where the orders were delivered, by revenue. */
  buyersByDistrict: z.array(z.object({ district: z.enum(districts), buyers: count, orders: count, revenueCents: cents })),
  /**
   * Each of the seller's products viewed or ordered in the range: views count one visitor per product per day;
   * orders are distinct orders holding the product.
   */
  views: z.object({
    total: count,
    products: z.array(z.object({ productId: z.string(), title: z.string(), views: count, orders: count })),
  }),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

// ——— View Customers: GET /api/seller/customers ———

/** A customer is a VIP with this many delivered orders from the seller… */
export const vipDeliveredOrders = 3;
/**
 * …or when they are among the top tenth of the seller's customers by spending (rank ≤ ⌊customers ÷ 10⌋, so it
 * takes ten customers for the first one; equal spending shares a rank).
 */
export const vipTopShare = 0.1;
export const customersPageSize = 20;

export const customerSorts = ['name', 'district', 'orders', 'spent', 'lastOrder'] as const;
export type CustomerSort = (typeof customerSorts)[number];

export const customersQuerySchema = z.strictObject({
  q: textInput().trim().max(100).optional(),
  sort: z.enum(customerSorts).default('lastOrder'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

/** A buyer who ordered from this seller, with the contact details their orders carry. */
export const customerSchema = z.object({
  buyerId: z.string(),
  name: z.string(),
  /** Where their latest order was delivered. */
  district: z.enum(districts),
  orders: count,
  deliveredOrders: count,
  spentCents: cents,
  lastOrderAt: z.string(),
  vip: z.boolean(),
  /** The phone number given at checkout on their latest order, `+94XXXXXXXXX`. */
  phoneNumber: z.string(),
  email: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListSchema = z.object({
  customers: z.array(customerSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Customers matching the search, on every page. */
  total: count,
});
export type CustomerList = z.infer<typeof customerListSchema>;

// ——— Sales Reports: GET /api/seller/sales-report, .csv and .html ———

export const salesReportSchema = z.object({
  range: dayRangeSchema,
  totals: salesTotalsSchema.extend({
    /** Revenue ÷ orders, rounded to the nearest minor unit; 0 without orders. */
    averageOrderCents: cents,
  }),
  cancelled: z.object({ items: count, revenueCents: cents }),
  /** Every product sold in the range, by revenue. */
  products: z.array(productSalesSchema),
  /** Every day with sales, oldest first. */
  days: z.array(z.object({ day, revenueCents: cents, orders: count, items: count })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
