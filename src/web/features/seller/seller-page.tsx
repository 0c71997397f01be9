import { lazy } from 'react';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf, type SellerPageId } from '@domain/site/pages';
import { RedirectUnlessSignedIn } from '@web/components/sign-in-required';
import { ButtonLink } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

// Each is its own chunk: a buyer who never sells never downloads the product form.
const AddProductPage = lazy(() => import('./add-product-page'));
const EditProductPage = lazy(() => import('./edit-product-page'));
const InventoryPage = lazy(() => import('./inventory-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const SellerOrdersPage = lazy(() => import('./seller-orders-page'));
const AnalyticsPage = lazy(() => import('./analytics-page'));
const CustomersPage = lazy(() => import('./customers-page'));
const SalesReportsPage = lazy(() => import('./sales-reports-page'));

/** The seller area's pages. Signed-out visitors are sent to /auth as the spec says; Run Ads is still only its title. */
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
        <SellerPlaceholder page={page} />
      )}
    </RedirectUnlessSignedIn>
  );
}

function SellerPlaceholder({ page }: { page: SellerPageId }) {
  const { t, language } = useI18n();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{pageHeads[language][page].title}</h1>
        <ButtonLink to={pathOf('sellerDashboard')} variant="outline">
          {t('seller.backToDashboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
