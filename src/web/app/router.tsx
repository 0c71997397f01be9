import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { pages, sellerPageIds, type PageId } from '@domain/site/pages';
import HomePage from '../features/home/home-page';
import { everyWord, marketWords, messagesReady, type MessagesPart } from '../lib/i18n';
import { Layout } from './layout';

type PageComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the page's chunk and the words it needs; resolves once the page can render at once. */
  preload(): Promise<unknown>;
};

/**
 * A page in its own chunk, shown once both the chunk and its part of the reader's language (the market's words, or
 * with the seller area's too: `words`) have arrived. A page
 * preloaded before it is first rendered (by the server, or by the browser before it hydrates the server's
 * HTML) renders at once instead of suspending, so hydration finds the same tree the server sent.
 */
function page<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  words: readonly MessagesPart[] = marketWords,
): PageComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    const [module] = await Promise.all([load(), messagesReady(words)]);
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the page itself would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

// The home page is where most visits start, so it comes with the first download; every other page is
// its own chunk, fetched when it is visited.
const AboutPage = page(() => import('../features/about/about-page'));
const SupportPage = page(() => import('../features/support/support-page'));
const AuthPage = page(() => import('../features/auth/auth-page'));
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'));
const ConfirmEmailPage = page(() => import('../features/auth/confirm-email-page'));
const NotFoundPage = page(() => import('../features/errors/not-found-page'));
const BrowsePage = page(() => import('../features/catalog/browse-page'));
const ProductPage = page(() => import('./product-route'));
const SellerProfilePage = page(() => import('../features/catalog/seller-profile-page'));
const CartPage = page(() => import('../features/orders/cart-page'));
const CheckoutPage = page(() => import('../features/orders/checkout-page'));
const OrderConfirmationPage = page(() => import('../features/orders/order-confirmation-page'));
const OrdersPage = page(() => import('../features/orders/orders-page'));
const AccountPage = page(() => import('../features/auth/account-page'));
const SellerPage = page(() => import('./seller-area-page'), everyWord);
const AdminPage = page(() => import('../features/admin/admin-page'), everyWord);

/** The component each page id renders; the home page comes with the first download. */
const pageComponents: Partial<Record<PageId, { preload(): Promise<unknown> }>> = {
  about: AboutPage,
  support: SupportPage,
  auth: AuthPage,
  resetPassword: ResetPasswordPage,
  confirmEmail: ConfirmEmailPage,
  notFound: NotFoundPage,
  browse: BrowsePage,
  product: ProductPage,
  seller: SellerProfilePage,
  cart: CartPage,
  checkout: CheckoutPage,
  orderConfirmation: OrderConfirmationPage,
  orders: OrdersPage,
  account: AccountPage,
  ...Object.fromEntries(sellerPageIds.map((id) => [id, SellerPage])),
  admin: AdminPage,
  adminAudit: AdminPage,
  adminSupport: AdminPage,
  adminSupportMessage: AdminPage,
  adminReviews: AdminPage,
  adminListings: AdminPage,
  adminAccounts: AdminPage,
  adminVerifications: AdminPage,
  adminOverview: AdminPage,
};

/** Fetches what the page at `id` needs to render without suspending (nothing for the home page). */
export async function preloadPage(id: PageId): Promise<void> {
  await pageComponents[id]?.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={pages.about.path} element={<AboutPage />} />
        <Route path={pages.support.path} element={<SupportPage />} />
        <Route path={pages.auth.path} element={<AuthPage />} />
        <Route path={pages.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={pages.confirmEmail.path} element={<ConfirmEmailPage />} />
        <Route path={pages.browse.path} element={<BrowsePage />} />
        <Route path={pages.product.path} element={<ProductPage />} />
        <Route path={pages.seller.path} element={<SellerProfilePage />} />
        <Route path={pages.cart.path} element={<CartPage />} />
        <Route path={pages.checkout.path} element={<CheckoutPage />} />
        <Route path={pages.orderConfirmation.path} element={<OrderConfirmationPage />} />
        <Route path={pages.orders.path} element={<OrdersPage />} />
        <Route path={pages.account.path} element={<AccountPage />} />
        {sellerPageIds.map((id) => (
          <Route key={id} path={pages[id].path} element={<SellerPage page={id} />} />
        ))}
        <Route path={pages.admin.path} element={<AdminPage page="admin" />} />
        <Route path={pages.adminAudit.path} element={<AdminPage page="adminAudit" />} />
        <Route path={pages.adminSupport.path} element={<AdminPage page="adminSupport" />} />
        <Route path={pages.adminSupportMessage.path} element={<AdminPage page="adminSupportMessage" />} />
        <Route path={pages.adminReviews.path} element={<AdminPage page="adminReviews" />} />
        <Route path={pages.adminListings.path} element={<AdminPage page="adminListings" />} />
        <Route path={pages.adminAccounts.path} element={<AdminPage page="adminAccounts" />} />
        <Route path={pages.adminVerifications.path} element={<AdminPage page="adminVerifications" />} />
        <Route path={pages.adminOverview.path} element={<AdminPage page="adminOverview" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
