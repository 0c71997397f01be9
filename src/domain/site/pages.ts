/**
 * Every page of the web app: its path and whether it is private (kept out of search engines). The
 * server and the web app both route by this table, so they agree on what exists; page-heads.ts holds
 * what each page says about itself.
 */
export const pages = {
  home: { path: '/', private: false },
  browse: { path: '/browse', private: false },
  product: { path: '/product/:id', private: false },
  seller: { path: '/seller/:id', private: false },
  about: { path: '/about', private: false },
  support: { path: '/support', private: false },
  auth: { path: '/auth', private: true },
  resetPassword: { path: '/reset-password', private: true },
  confirmEmail: { path: '/confirm-email', private: true },
  cart: { path: '/cart', private: true },
  checkout: { path: '/checkout', private: true },
  orderConfirmation: { path: '/order-confirmation/:id', private: true },
  orders: { path: '/orders', private: true },
  account: { path: '/account', private: true },
  sellerDashboard: { path: '/seller-dashboard', private: true },
  sellerOrders: { path: '/seller-orders', private: true },
  addProduct: { path: '/add-product', private: true },
  editProduct: { path: '/edit-product/:id', private: true },
  manageInventory: { path: '/manage-inventory', private: true },
  analytics: { path: '/analytics', private: true },
  viewCustomers: { path: '/view-customers', private: true },
  salesReports: { path: '/sales-reports', private: true },
  runAds: { path: '/run-ads', private: true },
  admin: { path: '/admin', private: true },
  adminAudit: { path: '/admin/audit', private: true },
  adminSupport: { path: '/admin/support', private: true },
  adminSupportMessage: { path: '/admin/support/:id', private: true },
  adminReviews: { path: '/admin/reviews', private: true },
  adminListings: { path: '/admin/listings', private: true },
  adminAccounts: { path: '/admin/accounts', private: true },
  adminVerifications: { path: '/admin/verifications', private: true },
  adminOverview: { path: '/admin/overview', private: true },
  notFound: { path: '*', private: true },
} as const satisfies Record<string, { path: string; private: boolean }>;

export type PageId = keyof typeof pages;

/** The seller area: pages any signed-in user reaches from the dashboard. */
export const sellerPageIds = [
  'sellerDashboard',
  'sellerOrders',
  'addProduct',
  'editProduct',
  'manageInventory',
  'analytics',
  'viewCustomers',
  'salesReports',
  'runAds',
] as const satisfies readonly PageId[];
export type SellerPageId = (typeof sellerPageIds)[number];

export const siteName = 'Govi Market';

export const siteKeywords = [
  'Sri Lanka',
  'farmers market',
  'agriculture',
  'vegetables',
  'fruits',
  'livestock',
  'seeds',
  'farm equipment',
  'cash on delivery',
];

export function pageTitle(title: string): string {
  return `${title} | ${siteName}`;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Finds the page a path belongs to; unknown paths, and a parameter with a malformed escape (`%E0%A4`), belong to notFound. */
export function matchPage(pathname: string): { id: PageId; params: Record<string, string> } {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const [id, page] of Object.entries(pages) as [PageId, (typeof pages)[PageId]][]) {
    if (page.path === '*') continue;
    const patternSegments = page.path.split('/').filter(Boolean);
    if (patternSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((pattern, index) => {
      const segment = segments[index] ?? '';
      if (pattern.startsWith(':')) {
        const value = decodeSegment(segment);
        if (value === undefined) return false;
        params[pattern.slice(1)] = value;
        return true;
      }
      return pattern === segment;
    });
    if (matches) return { id, params };
  }
  return { id: 'notFound', params: {} };
}

export function pathOf(id: PageId, params: Record<string, string> = {}): string {
  return pages[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
