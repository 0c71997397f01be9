import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { districtNames } from '@domain/catalog/taxonomy-names';
import type { Customer, CustomerSort } from '@domain/seller/seller-insights.schema';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import type { CustomersQuery } from './api/get-customers';
import { CustomerContact } from './customer-contact';
import { VipBadge } from './vip-badge';

const columns: readonly { sort: CustomerSort; numeric?: boolean }[] = [
  { sort: 'name' },
  { sort: 'district' },
  { sort: 'orders', numeric: true },
  { sort: 'spent', numeric: true },
  { sort: 'lastOrder' },
];

type ListProps = { customers: readonly Customer[]; query: CustomersQuery; onSort(sort: CustomerSort): void };

/** The customers as a table with sortable headings on wide screens, as cards on phones. */
export function CustomersList(props: ListProps) {
  return (
    <>
      <CustomersTable {...props} />
      <ul className="mt-3 space-y-3 md:hidden">
        {props.customers.map((customer) => (
          <li key={customer.buyerId}>
            <CustomerCard customer={customer} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CustomersTable({ customers, query, onSort }: ListProps) {
  const { t, language } = useI18n();
  const { money, count, date } = useFormat();
  return (
    <Card className="mt-3 hidden md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('seller.customers.caption')}</caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            {columns.map(({ sort, numeric }) => {
              const sorted = query.sort === sort;
              const Icon = !sorted ? ArrowUpDown : query.direction === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={sort}
                  scope="col"
                  aria-sort={sorted ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-2 py-1 font-medium', numeric && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(sort)}
                    className={cn(
                      'inline-flex min-h-9 items-center gap-1 rounded px-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700',
                      sorted && 'font-semibold text-stone-900',
                    )}
                  >
                    {t(`seller.customers.column.${sort}`)}
                    <Icon aria-hidden="true" className="h-4 w-4" />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3 font-medium">
              {t('seller.customers.column.contact')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {customers.map((customer) => (
            <tr key={customer.buyerId}>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="break-words font-medium text-stone-900">{customer.name}</span>
                {customer.vip && (
                  <span className="ml-2 align-middle">
                    <VipBadge />
                  </span>
                )}
              </th>
              <td className="px-4 py-3">{districtNames[customer.district][language]}</td>
              <td className="px-4 py-3 text-right tabular-nums">
                {count(customer.orders)}
                <span className="block text-xs text-stone-600">
                  {t('seller.customers.delivered', { count: customer.deliveredOrders, delivered: count(customer.deliveredOrders) })}
                </span>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{money(customer.spentCents)}</td>
              <td className="px-4 py-3">
                <time dateTime={customer.lastOrderAt}>{date(customer.lastOrderAt)}</time>
              </td>
              <td className="px-4 py-3">
                <CustomerContact customer={customer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function CustomerCard({ customer }: { customer: Customer }) {
  const { t, language } = useI18n();
  const { money, count, date } = useFormat();
  const headingId = `customer-${customer.buyerId}`;
  return (
    <Card className="p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="break-words font-semibold text-stone-900">
            {customer.name}
          </h3>
          {customer.vip && <VipBadge />}
        </div>
        <p className="text-sm text-stone-700">{districtNames[customer.district][language]}</p>
        {/* Wraps rather than squeezing three columns: an amount does not break, and a language's words may be long. */}
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-stone-600">{t('seller.customers.column.orders')}</dt>
            <dd className="font-semibold text-stone-900">{count(customer.orders)}</dd>
            {/* The VIP rule counts delivered orders, so the card shows them as the table does. */}
            <dd className="text-xs text-stone-600">
              {t('seller.customers.delivered', { count: customer.deliveredOrders, delivered: count(customer.deliveredOrders) })}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.customers.column.spent')}</dt>
            <dd className="font-semibold text-stone-900">{money(customer.spentCents)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.customers.column.lastOrder')}</dt>
            <dd className="text-stone-900">
              <time dateTime={customer.lastOrderAt}>{date(customer.lastOrderAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="mt-3 border-t border-stone-200 pt-3">
          <CustomerContact customer={customer} />
        </div>
      </article>
    </Card>
  );
}
