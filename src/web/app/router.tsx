import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { pages, sellerPageIds } from '../../domain/site/pages';
import HomePage from '../features/home/home-page';
import { Layout } from './layout';

// The home page is where most visits start, so it comes with the first download; every other page is
// its own chunk, fetched when it is visited.
const AboutPage = lazy(() => import('../features/about/about-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));
const BrowsePage = lazy(() => import('../features/catalog/browse-page'));
const ProductPage = lazy(() => import('../features/catalog/product-page'));
const SellerProfilePage = lazy(() => import('../features/catalog/seller-profile-page'));
const CartPage = lazy(() => import('../features/orders/cart-page'));
const CheckoutPage = lazy(() => import('../features/orders/checkout-page'));
const OrderConfirmationPage = lazy(() => import('../features/orders/order-confirmation-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const SellerPage = lazy(() => import('../features/seller/seller-page'));


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
