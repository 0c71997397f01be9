import { auditEntries, operators } from './schema/admin';
import { accountSuspensions, accounts, phoneCodes, sessions, users, verifications } from './schema/auth';
import { boostEvents, boosts } from './schema/boosts';
import { productPhotos, products } from './schema/catalog';
import { deliveryDetails } from './schema/delivery-details';
import { marketOverviewCells, marketOverviewChanges } from './schema/market-overview';
import { notifications } from './schema/notifications';
import { onboarding } from './schema/onboarding';
import { orderItemEvents, orderItems, orders } from './schema/orders';
import { productViews } from './schema/product-views';
import { rateLimits } from './schema/rate-limits';
import { reviewReports, reviews } from './schema/reviews';
import { sellerCustomers } from './schema/seller-customers';
import { sellerVerifications } from './schema/seller-verifications';
import { marketSettings } from './schema/site';
import { smsAlerts, smsMessages } from './schema/sms';
import { supportAnswers, supportMessages } from './schema/support';

/** Every table, for Drizzle's relational queries and Better Auth's adapter. */
export const tables = {
  users,
  sessions,
  accounts,
  verifications,
  phoneCodes,
  accountSuspensions,
  smsMessages,
  smsAlerts,
  supportMessages,
  supportAnswers,
  rateLimits,
  products,
  productPhotos,
  productViews,
  boosts,
  boostEvents,
  orders,
  orderItems,
  orderItemEvents,
  sellerCustomers,
  sellerVerifications,
  reviews,
  reviewReports,
  notifications,
  onboarding,
  deliveryDetails,
  operators,
  auditEntries,
  marketOverviewCells,
  marketOverviewChanges,
  marketSettings,
};
export type Tables = typeof tables;
