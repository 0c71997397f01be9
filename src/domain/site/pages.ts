/**
 * Every page of the web app: its path, what search engines and link previews see, and whether it is
 * private. The server renders these into the HTML head; the web app uses the ids for its routes and
 * translated document titles, so both sides agree on what exists.
 */
export const pages = {
  home: {
    path: '/',
    title: 'Fresh from Sri Lankan farms',
    description:
      'Govi Market connects Sri Lankan farmers with buyers: vegetables, fruits, grains, livestock, seeds and equipment, paid cash on delivery.',
    private: false,
  },
  browse: {
    path: '/browse',
    title: 'Browse Products',
    description: 'Search fresh produce, livestock, plants, seeds and farm equipment from farmers across Sri Lanka.',
    private: false,
  },
  product: {
    path: '/product/:id',
    title: 'Product',
    description: 'A listing on Govi Market, the marketplace for Sri Lankan farmers.',
    private: false,
  },
  seller: {
    path: '/seller/:id',
    title: 'Seller',
    description: 'A farmer selling on Govi Market.',
    private: false,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: 'Why Govi Market exists: fair prices for Sri Lankan farmers and fresh food for buyers.',
    private: false,
  },
  support: {
    path: '/support',
    title: 'Help Centre',
    description: 'Answers to common questions about buying and selling on Govi Market, and a way to reach us.',
    private: false,
  },
  auth: {
    path: '/auth',
    title: 'Sign In',
    description: 'Sign in or create your Govi Market account.',
    private: true,
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Reset Password',
    description: 'Choose a new password for your Govi Market account.',
    private: true,
  },
  cart: { path: '/cart', title: 'Cart', description: 'Your shopping cart.', private: true },
  checkout: { path: '/checkout', title: 'Checkout', description: 'Place your order.', private: true },
  orderConfirmation: {
    path: '/order-confirmation/:id',
    title: 'Order Confirmation',
    description: 'Your order details.',
    private: true,
  },
  orders: { path: '/orders', title: 'My Orders', description: 'Your orders.', private: true },
  sellerDashboard: {
    path: '/seller-dashboard',
    title: 'Seller Dashboard',
    description: 'Your sales at a glance.',
    private: true,
  },
  addProduct: { path: '/add-product', title: 'Add Product', description: 'List a new product.', private: true },
  editProduct: {
    path: '/edit-product/:id',
    title: 'Edit Product',
    description: 'Change your listing.',
    private: true,
  },
  manageInventory: {
    path: '/manage-inventory',
    title: 'Manage Inventory',
    description: 'Your products and stock.',
    private: true,
  },
  analytics: { path: '/analytics', title: 'Analytics', description: 'How your products sell.', private: true },
  viewCustomers: {
    path: '/view-customers',
    title: 'Customers',
    description: 'The buyers who ordered from you.',
    private: true,
  },
  salesReports: {
    path: '/sales-reports',
    title: 'Sales Reports',
    description: 'Your sales over a chosen period.',
    private: true,
  },
  runAds: {
    path: '/run-ads',
    title: 'Boost Your Products',
    description: 'Promote your listings.',
    private: true,
  },
  notFound: {
    path: '*',
    title: 'Page Not Found',
    description: 'The page you were looking for does not exist.',
    private: true,
  },
} as const satisfies Record<string, { path: string; title: string; description: string; private: boolean }>;

export type PageId = keyof typeof pages;

/** The seller area: pages any signed-in user reaches from the dashboard. */
export const sellerPageIds = [
  'sellerDashboard',
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

/** Finds the page a path belongs to; unknown paths belong to notFound. */
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
        params[pattern.slice(1)] = decodeURIComponent(segment);
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
