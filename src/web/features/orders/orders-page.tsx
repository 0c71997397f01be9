import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '@domain/orders/order.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { pageHeads } from '@domain/site/page-heads';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { PromptUnlessSignedIn } from '@web/components/sign-in-required';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { LoadMore } from '@web/components/load-more';
import { QueryState } from '@web/components/query-state';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useOrders } from './api/get-orders';
import { OrderItemLine } from './order-item-line';
import { pathOf } from '@domain/site/pages';

/** A card shows its first 3 items, then "+N more items" (docs/product-rules.md#more-items). */
const itemsShown = 3;

export default function OrdersPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.ordersSignIn')}>
      <MyOrders />
    </PromptUnlessSignedIn>
  );
}

function MyOrders() {
  const { t, language } = useI18n();
  const orders = useOrders();

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{pageHeads[language].orders.title}</h1>
      <QueryState
        query={orders}
        failed={{ announce: true, message: t('orders.list.loadFailed') }}
        loading={<SkeletonList rowClassName="h-48" />}
        isEmpty={(data) => data.pages.every((page) => page.orders.length === 0)}
        empty={
          <div className="mt-10 flex flex-col items-center text-center">
            <Package aria-hidden="true" className="h-12 w-12 text-stone-500" />
            <p className="mt-4 text-lg text-stone-700">{t('orders.noOrders')}</p>
            <ButtonLink to={pathOf('browse')} className="mt-6">
              {t('orders.continueShopping')}
            </ButtonLink>
          </div>
        }
      >
        {(data) => (
          <>
            <ul className="mt-6 space-y-4">
              {data.pages
                .flatMap((page) => page.orders)
                .map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
            </ul>
            <LoadMore query={orders} label={t('orders.list.loadMore')} failed={t('orders.list.loadFailed')} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useI18n();
  const { money, date } = useFormat();
  const shortId = order.id.slice(0, 8);
  const hidden = order.items.length - itemsShown;
  const headingId = `order-${order.id}`;

  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="font-mono text-lg font-semibold">
              {t('orders.list.orderNumber', { id: shortId })}
            </h2>
            <p className="text-sm text-stone-600">
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              {' · '}
              {t('orders.list.itemCount', { count: order.items.length })}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <p className="text-lg font-bold text-stone-900">{money(order.totalCents)}</p>
            <OrderStatusBadge status={order.status} />
          </div>
        </div>

        <ul className="mt-4 space-y-3">
          {order.items.slice(0, itemsShown).map((item) => (
            <li key={item.id}>
              <OrderItemLine orderId={order.id} item={item} showStatus={false} />
            </li>
          ))}
        </ul>
        {hidden > 0 && <p className="mt-2 text-sm text-stone-600">{t('orders.list.moreItems', { count: hidden })}</p>}

        <dl className="mt-4 grid gap-3 border-t border-stone-200 pt-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-600">{t('orders.details.deliveryAddress')}</dt>
            <dd className="break-words text-stone-900">{order.deliveryAddress}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('orders.details.phone')}</dt>
            <dd className="text-stone-900">{formatSriLankanPhone(order.phoneNumber)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('orders.details.paymentMethod')}</dt>
            <dd className="text-stone-900">{t('orders.cashOnDelivery')}</dd>
          </div>
        </dl>

        <div className="mt-4 flex justify-end">
          <Link
            to={pathOf('orderConfirmation', { id: order.id })}
            aria-describedby={headingId}
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('orders.list.viewDetails')}
          </Link>
        </div>
      </article>
    </Card>
  );
}
