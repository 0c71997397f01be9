import { lazy } from 'react';
import type { SellerPageId } from '@domain/site/pages';
import { RedirectUnlessSignedIn } from '@web/components/sign-in-required';

// Each is its own chunk: a buyer who never sells never downloads the product form.
const AddProductPage = lazy(() => import('@web/features/seller/add-product-page'));
const EditProductPage = lazy(() => import('@web/features/seller/edit-product-page'));
const InventoryPage = lazy(() => import('@web/features/seller/inventory-page'));
const DashboardPage = lazy(() => import('@web/features/seller/dashboard-page'));
const SellerOrdersPage = lazy(() => import('@web/features/seller/seller-orders-page'));
const AnalyticsPage = lazy(() => import('@web/features/seller/analytics-page'));
const CustomersPage = lazy(() => import('@web/features/seller/customers-page'));
const SalesReportsPage = lazy(() => import('@web/features/seller/sales-reports-page'));
const RunAdsPage = lazy(() => import('./run-ads-route'));

/** The seller area's pages, from the seller and boosts features. Signed-out visitors are sent to /auth. */
export default function SellerPage({ page }: { page: SellerPageId }) {
  return (
    <RedirectUnlessSignedIn>
      {page === 'sellerDashboard' ? (
        <DashboardPage />
      ) : page === 'sellerOrders' ? (
        <SellerOrdersPage />
      ) : page === 'addProduct' ? (
        <AddProductPage />
      ) : page === 'editProduct' ? (
        <EditProductPage />
      ) : page === 'manageInventory' ? (
        <InventoryPage />
      ) : page === 'analytics' ? (
        <AnalyticsPage />
      ) : page === 'viewCustomers' ? (
        <CustomersPage />
      ) : page === 'salesReports' ? (
        <SalesReportsPage />
      ) : (
        <RunAdsPage />
      )}
    </RedirectUnlessSignedIn>
  );
}
