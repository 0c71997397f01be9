import { Phone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { itemStatuses, type ItemStatus } from '@domain/orders/order-status';
import type { SellerOrderItem } from '@domain/orders/order.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { pageHeads } from '@domain/site/page-heads';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/format';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { useSellerOrders } from './api/get-seller-orders';
import { ItemStatusControl } from './item-status-control';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { LoadMore } from '@web/components/load-more';
import { QueryState } from '@web/components/query-state';

function statusFrom(value: string | null): ItemStatus | undefined {
  return (itemStatuses as readonly (string | null)[]).includes(value) ? (value as ItemStatus) : undefined;
}

/** Everything buyers ordered from this seller, newest first, with what the seller needs to deliver it. */
export default function SellerOrdersPage() {
  const { t, language } = useI18n();
  const [search, setSearch] = useSearchParams();
  const status = statusFrom(search.get('status'));
  const orders = useSellerOrders(status);

  function chooseStatus(value: string) {
    // The filter lives in the address, so a reload or a shared link keeps it.
    setSearch(statusFrom(value) ? { status: value } : {}, { replace: true });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].sellerOrders.title} intro={t('seller.orders.intro')}>
        <div className="w-full sm:w-56">
          <SelectField label={t('seller.orders.filter')} value={status ?? ''} onChange={(event) => chooseStatus(event.currentTarget.value)}>
            <option value="">{t('seller.orders.all')}</option>
            {itemStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`orders.status.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </SellerPageHeading>

      <QueryState
        query={orders}
        failed={{ announce: true, message: t('seller.orders.loadFailed') }}
        loading={<SkeletonList rowClassName="h-40" />}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          <Card className="mt-6 p-8 text-center text-stone-700">
            {status ? t('seller.orders.emptyFiltered') : t('seller.dashboard.noOrders')}
          </Card>
        }
      >
        {(data) => (
          <>
            <ul className="mt-6 space-y-4">
              {data.pages
                .flatMap((page) => page.items)
                .map((item) => (
                  <li key={item.id}>
                    <SellerOrderCard item={item} />
                  </li>
                ))}
            </ul>
            <LoadMore query={orders} label={t('seller.orders.loadMore')} failed={t('seller.orders.loadFailed')} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function SellerOrderCard({ item }: { item: SellerOrderItem }) {
  const { t, language } = useI18n();
  const { money, dateTime, quantity } = useFormat();
  const headingId = `item-${item.id}`;
  const phone = formatSriLankanPhone(item.buyer.phoneNumber);
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="break-words text-lg font-semibold text-stone-900">
              {item.title}
            </h2>
            <p className="text-sm text-stone-600">
              {quantity(item.quantity, item.unit)}
              {' · '}
              <span className="font-mono">{t('orders.list.orderNumber', { id: item.orderId.slice(0, 8) })}</span>
              {' · '}
              <time dateTime={item.orderedAt}>{dateTime(item.orderedAt)}</time>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <p className="text-lg font-bold text-stone-900">{money(item.amountCents)}</p>
            <OrderStatusBadge status={item.status} />
          </div>
        </div>

        <dl className="mt-4 grid gap-3 border-t border-stone-200 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">{t('seller.orders.buyer')}</dt>
            <dd className="break-words text-stone-900">{item.buyer.name}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.orders.phone')}</dt>
            <dd>
              <a href={`tel:${item.buyer.phoneNumber}`} className={cn(textLinkClasses, 'inline-flex items-center gap-1')}>
                <Phone aria-hidden="true" className="h-4 w-4" />
                {phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.orders.address')}</dt>
            <dd className="whitespace-pre-line break-words text-stone-900">{item.buyer.deliveryAddress}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.orders.district')}</dt>
            <dd className="text-stone-900">{districtNames[item.buyer.district][language]}</dd>
          </div>
          {item.buyer.notes && (
            <div className="sm:col-span-2">
              <dt className="text-stone-600">{t('seller.orders.notes')}</dt>
              <dd className="whitespace-pre-line break-words text-stone-900">{item.buyer.notes}</dd>
            </div>
          )}
        </dl>

        <div className="mt-4 border-t border-stone-200 pt-4">
          <ItemStatusControl item={item} />
        </div>
      </article>
    </Card>
  );
}
