import { lazy } from 'react';
import type { SellerPageId } from '@domain/site/pages';
import { RedirectUnlessSignedIn } from '@web/components/sign-in-required';

// Each is its own chunk: a buyer who never sells never downloads the product form.
const AddProductPage = lazy(() => import('./add-product-page'));
const EditProductPage = lazy(() => import('./edit-product-page'));
const InventoryPage = lazy(() => import('./inventory-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const SellerOrdersPage = lazy(() => import('./seller-orders-page'));
const AnalyticsPage = lazy(() => import('./analytics-page'));
const CustomersPage = lazy(() => import('./customers-page'));
const SalesReportsPage = lazy(() => import('./sales-reports-page'));
const RunAdsPage = lazy(() => import('./run-ads-page'));

/** The seller area's pages. Signed-out visitors are sent to /auth. */
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
