import { Crown, Users } from 'lucide-react';
import { useCallback } from 'react';
import { vipDeliveredOrders, vipTopShare } from '@domain/seller/seller-insights.schema';
import { pageHeads } from '@domain/site/page-heads';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useCustomers } from './api/get-customers';
import { CustomerSearch } from './customer-search';
import { sortBy } from './customers-params';
import { CustomersList } from './customers-list';
import { CustomersPagination } from './customers-pagination';
import { CustomersSortSelect } from './customers-sort-select';
import { QueryState } from '@web/components/query-state';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { useCustomersParams } from './use-customers-params';

/** The buyers who ordered from this seller: search, sort, pages, VIPs and a way to reach each. */
export default function CustomersPage() {
  const { t, language } = useI18n();
  const { count, percent } = useFormat();
  const { query, update } = useCustomersParams();
  const customers = useCustomers(query);
  const search = useCallback((q: string) => update({ ...query, q, page: 1 }, { replace: true }), [query, update]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].viewCustomers.title} intro={t('seller.customers.intro')}>
        <CustomerSearch value={query.q} onSearch={search} />
      </SellerPageHeading>
      <p className="mt-4 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-stone-800">
        <Crown aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
        {t('seller.customers.vipRule', { orders: count(vipDeliveredOrders), share: percent(vipTopShare) })}
      </p>

      <QueryState
        query={customers}
        failed={{ announce: true, message: t('seller.customers.loadFailed') }}
        loading={<SkeletonList count={4} rowClassName="h-16" className="mt-6 space-y-3" />}
        isEmpty={(list) => list.total === 0 && !query.q}
        empty={
          <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
            <Users aria-hidden="true" className="h-12 w-12 text-stone-500" />
            <h2 className="mt-4 text-xl font-semibold">{t('seller.customers.emptyTitle')}</h2>
            <p className="mt-2 max-w-md text-stone-700">{t('seller.customers.emptyText')}</p>
          </Card>
        }
      >
        {(list) =>
          list.customers.length === 0 ? (
            <Card className="mt-6 p-8 text-center">
              <p className="text-stone-700">
                {list.total === 0 ? t('seller.customers.noMatch', { q: query.q }) : t('seller.customers.pastEnd')}
              </p>
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => update(list.total === 0 ? { ...query, q: '', page: 1 } : { ...query, page: 1 })}
              >
                {list.total === 0 ? t('seller.customers.clearSearch') : t('seller.customers.firstPage')}
              </Button>
            </Card>
          ) : (
            <div aria-busy={customers.isPlaceholderData || undefined} className={customers.isPlaceholderData ? 'opacity-60' : undefined}>
              <CustomersSortSelect query={query} onChange={(sort, direction) => update({ ...query, sort, direction, page: 1 })} />
              <CustomersList customers={list.customers} query={query} onSort={(sort) => update(sortBy(query, sort))} />
              <CustomersPagination
                page={query.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={(page) => update({ ...query, page })}
              />
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
