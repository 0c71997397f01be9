import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { pages, sellerPageIds } from '@domain/site/pages';
import HomePage from '../features/home/home-page';
import { allMessagesReady } from '../lib/i18n';
import { Layout } from './layout';

/** A page in its own chunk, shown once both the chunk and all of the reader's language have arrived. */
function page<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => (await Promise.all([load(), allMessagesReady()]))[0]);
}

// The home page is where most visits start, so it comes with the first download; every other page is
// its own chunk, fetched when it is visited.
const AboutPage = page(() => import('../features/about/about-page'));
const SupportPage = page(() => import('../features/support/support-page'));
const AuthPage = page(() => import('../features/auth/auth-page'));
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'));
const NotFoundPage = page(() => import('../features/errors/not-found-page'));
const BrowsePage = page(() => import('../features/catalog/browse-page'));
const ProductPage = page(() => import('../features/catalog/product-page'));
const SellerProfilePage = page(() => import('../features/catalog/seller-profile-page'));
const CartPage = page(() => import('../features/orders/cart-page'));
const CheckoutPage = page(() => import('../features/orders/checkout-page'));
const OrderConfirmationPage = page(() => import('../features/orders/order-confirmation-page'));
const OrdersPage = page(() => import('../features/orders/orders-page'));
const SellerPage = page(() => import('../features/seller/seller-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={pages.about.path} element={<AboutPage />} />
        <Route path={pages.support.path} element={<SupportPage />} />
        <Route path={pages.auth.path} element={<AuthPage />} />
        <Route path={pages.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={pages.browse.path} element={<BrowsePage />} />
        <Route path={pages.product.path} element={<ProductPage />} />
        <Route path={pages.seller.path} element={<SellerProfilePage />} />
        <Route path={pages.cart.path} element={<CartPage />} />
        <Route path={pages.checkout.path} element={<CheckoutPage />} />
        <Route path={pages.orderConfirmation.path} element={<OrderConfirmationPage />} />
        <Route path={pages.orders.path} element={<OrdersPage />} />
        {sellerPageIds.map((id) => (
          <Route key={id} path={pages[id].path} element={<SellerPage page={id} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
