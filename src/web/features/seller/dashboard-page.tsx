import { BarChart3, ClipboardList, FileText, Megaphone, Package, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { SellerDashboard, SellerOrderItem } from '@domain/orders/order.schema';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf, type SellerPageId } from '@domain/site/pages';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { ButtonLink } from '@web/components/ui/button';
import { Stars } from '@web/components/rating';
import { Card } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/format';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { useSellerDashboard } from './api/get-seller-dashboard';
import { DashboardInsights } from './dashboard-insights';
import { FigureCards } from '@web/components/seller-area/figure-cards';
import { ItemStatusControl } from './item-status-control';
import { StatCardsSkeleton } from '@web/components/seller-area/stat-cards-skeleton';
import { QueryState } from '@web/components/query-state';
import { VerificationPanel } from './verification-panel';

const quickActions = [
  { to: pathOf('manageInventory'), page: 'manageInventory', icon: Package },
  { to: pathOf('viewCustomers'), page: 'viewCustomers', icon: Users },
  { to: pathOf('salesReports'), page: 'salesReports', icon: FileText },
  { to: pathOf('runAds'), page: 'runAds', icon: Megaphone },
] as const;

const linkClasses = cn(textLinkClasses, 'inline-flex items-center gap-1');

/** The seller's figures, newest orders, top products, the market's prices and what buyers order most: all from real data. */
export default function DashboardPage() {
  const { t, language } = useI18n();
  const dashboard = useSellerDashboard();
  const titleOf = (id: SellerPageId) => pageHeads[language][id].title;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{titleOf('sellerDashboard')}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={pathOf('analytics')} variant="outline">
            <BarChart3 aria-hidden="true" className="h-4 w-4" />
            {t('seller.viewAnalytics')}
          </ButtonLink>
          <ButtonLink to={pathOf('addProduct')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('seller.addNewProduct')}
          </ButtonLink>
        </div>
      </div>

      <QueryState query={dashboard} failed={{ announce: true, message: t('seller.dashboard.loadFailed') }} loading={<StatCardsSkeleton />}>
        {(data) => <StatCards dashboard={data} />}
      </QueryState>

      <VerificationPanel />

      <nav aria-label={t('seller.quickActions')} className="mt-8">
        <h2 className="text-lg font-semibold">{t('seller.quickActions')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ to, page, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 font-medium hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                {t(`seller.quickAction.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="recent-orders" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-orders" className="text-lg font-semibold">
            {t('seller.dashboard.recentOrders')}
          </h2>
          <Link to={pathOf('sellerOrders')} className={linkClasses}>
            <ClipboardList aria-hidden="true" className="h-4 w-4" />
            {t('seller.dashboard.viewAllOrders')}
          </Link>
        </div>
        <Card className="mt-3">
          <QueryState
            query={dashboard}
            // The figures' card above says it failed and offers Try again, which brings these too.
            failed={<p className="p-8 text-center text-stone-700">{t('seller.dashboard.loadFailed')}</p>}
            loading={<SkeletonList count={5} rowClassName="h-10" className="space-y-3 p-4" />}
            isEmpty={(data) => data.recentOrders.length === 0}
            empty={<p className="p-8 text-center text-stone-700">{t('seller.dashboard.noOrders')}</p>}
          >
            {(data) => <RecentOrders items={data.recentOrders} />}
          </QueryState>
        </Card>
      </section>

      <DashboardInsights />
    </section>
  );
}

function StatCards({ dashboard }: { dashboard: SellerDashboard }) {
  const { t } = useI18n();
  const { money, count, rating } = useFormat();
  const { average, count: ratings } = dashboard.rating;
  const { delivered, confirmed, pending } = dashboard.revenueCents;
  return (
    <FigureCards
      heading={t('seller.dashboard.stats')}
      headingId="seller-stats"
      figures={[
        {
          // Only delivered items are money earned; what is promised and what waits are said apart, under it.
          label: t('seller.dashboard.revenueDelivered'),
          value: money(delivered),
          wide: true,
          detail: (
            <>
              <span className="block">{t('seller.dashboard.revenueConfirmed', { amount: money(confirmed) })}</span>
              <span className="block">{t('seller.dashboard.revenuePending', { amount: money(pending) })}</span>
            </>
          ),
        },
        { label: t('seller.dashboard.productsListed'), value: count(dashboard.productsListed) },
        { label: t('seller.dashboard.totalOrders'), value: count(dashboard.totalOrders) },
        { label: t('seller.dashboard.orderItems'), value: count(dashboard.orderItems) },
        {
          label: t('seller.dashboard.rating'),
          value: average === null ? t('reviews.notRated') : rating(average),
          detail:
            average === null ? undefined : (
              <span className="inline-flex flex-wrap items-center gap-1">
                <Stars value={average} />
                {t('reviews.ratingCount', { count: ratings, total: count(ratings) })}
              </span>
            ),
        },
      ]}
    />
  );
}

/**
 * Short order id, product, customer, amount, status, and the status control (docs/product-rules.md#recent-orders).
 * A table on wide screens, cards on phones.
 */
function RecentOrders({ items }: { items: readonly SellerOrderItem[] }) {
  const { t } = useI18n();
  const { money, quantity } = useFormat();
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.orders.order')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.orders.product')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.orders.customer')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('seller.orders.amount')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.orders.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.orders.changeStatus')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3 font-mono">{item.orderId.slice(0, 8)}</td>
              <td className="break-words px-4 py-3">
                {item.title}
                <span className="block text-stone-600">{quantity(item.quantity, item.unit)}</span>
              </td>
              <td className="break-words px-4 py-3">{item.buyer.name}</td>
              <td className="px-4 py-3 text-right font-semibold">{money(item.amountCents)}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3">
                <ItemStatusControl item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-stone-200 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-stone-900">{item.title}</p>
                <p className="text-sm text-stone-600">{quantity(item.quantity, item.unit)}</p>
                <p className="text-sm text-stone-600">
                  <span className="font-mono">{item.orderId.slice(0, 8)}</span> · {item.buyer.name}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <p className="font-semibold">{money(item.amountCents)}</p>
                <OrderStatusBadge status={item.status} />
              </div>
            </div>
            <ItemStatusControl item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}
