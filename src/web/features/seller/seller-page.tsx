import { BarChart3, Megaphone, Package, Users, FileText } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { pageHeads } from '../../../domain/site/page-heads';
import type { SellerPageId } from '../../../domain/site/pages';
import { RedirectUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n';

const quickActions = [
  { to: '/manage-inventory', page: 'manageInventory', icon: Package },
  { to: '/view-customers', page: 'viewCustomers', icon: Users },
  { to: '/sales-reports', page: 'salesReports', icon: FileText },
  { to: '/run-ads', page: 'runAds', icon: Megaphone },
] as const;

// Each is its own chunk: a buyer who never sells never downloads the product form.
const AddProductPage = lazy(() => import('./add-product-page'));
const EditProductPage = lazy(() => import('./edit-product-page'));
const InventoryPage = lazy(() => import('./inventory-page'));

/**
 * The seller area's pages. Signed-out visitors are sent to /auth as the spec says; each page's
 * own content arrives with the catalog, orders and seller-area work.
 */
export default function SellerPage({ page }: { page: SellerPageId }) {
  return (
    <RedirectUnlessSignedIn>
      {page === 'addProduct' ? (
        <AddProductPage />
      ) : page === 'editProduct' ? (
        <EditProductPage />
      ) : page === 'manageInventory' ? (
        <InventoryPage />
      ) : (
        <SellerPlaceholder page={page} />
      )}
    </RedirectUnlessSignedIn>
  );
}

function SellerPlaceholder({ page }: { page: SellerPageId }) {
  const { t, language } = useI18n();
  const titleOf = (id: SellerPageId) => pageHeads[language][id].title;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{titleOf(page)}</h1>
        {page === 'sellerDashboard' ? (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/analytics" variant="outline">
              <BarChart3 aria-hidden="true" className="h-4 w-4" />
              {t('seller.viewAnalytics')}
            </ButtonLink>
            <ButtonLink to="/add-product">{t('seller.addNewProduct')}</ButtonLink>
          </div>
        ) : (
          <ButtonLink to="/seller-dashboard" variant="outline">
            {t('seller.backToDashboard')}
          </ButtonLink>
        )}
      </div>
      {page === 'sellerDashboard' && (
        <nav aria-label={t('seller.quickActions')} className="mt-8">
          <h2 className="text-lg font-semibold">{t('seller.quickActions')}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {quickActions.map(({ to, page: target, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 font-medium hover:border-brand-700"
                >
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                  {titleOf(target)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
