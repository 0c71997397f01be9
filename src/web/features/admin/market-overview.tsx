import { Link } from 'react-router';
import {
  marketOverviewQuerySchema,
  overviewGroupings,
  type MarketOverview,
  type MarketOverviewQuery,
  type OverviewGrouping,
  type OverviewPeriod,
} from '@domain/admin/market-overview.schema';
import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { marketToday, presetRange } from '@domain/seller/sales-range';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { SalesTable } from '@web/components/seller-area/sales-table';
import { QueryState } from '@web/components/query-state';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useMarketOverview } from './api/market-overview';
import { useAddressFilters, useSubmitFilters } from './console-list';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';

const filterNames = ['from', 'to', 'by', 'district', 'category'] as const;
/** Shown when the address names no range: the last 30 days, by day. */
const defaultDays = 30;

/**
 * What the whole market did (`/admin/overview`): orders, their value, sellers and buyers per day, week or month, by
 * district and category; cancellations and why; new accounts, reports and suspensions. The filters live in the
 * address (a GET form), so a view can be bookmarked or sent to a colleague.
 */
export function MarketOverviewPage() {
  const { t, language } = useI18n();
  // What the address holds, over the defaults: a link may give a range alone, or a district alone.
  const written: Partial<Record<(typeof filterNames)[number], string>> = useAddressFilters(marketOverviewQuerySchema, filterNames).written;
  const defaults: MarketOverviewQuery = { ...presetRange(defaultDays, marketToday()), by: 'day' };
  const parsed = marketOverviewQuerySchema.safeParse({ ...defaults, ...written });
  // Filters the API would refuse (a day that does not exist, "to" before "from") show the last 30 days, and say so.
  const query = parsed.success ? parsed.data : defaults;
  const overview = useMarketOverview(query);
  const applyFilters = useSubmitFilters(pathOf('adminOverview'));

  if (isRefusedToOperatorsOnly(overview.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminOverview.title}</h1>
      <p className="max-w-prose text-stone-700">{t('admin.overview.intro')}</p>
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={pathOf('adminOverview')}
        onSubmit={applyFilters}
        aria-label={t('admin.overview.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <InputField label={t('admin.overview.from')} name="from" type="date" defaultValue={written.from ?? query.from} required />
        <InputField label={t('admin.overview.to')} name="to" type="date" defaultValue={written.to ?? query.to} required />
        <SelectField label={t('admin.overview.by')} name="by" defaultValue={written.by ?? query.by}>
          {overviewGroupings.map((by) => (
            <option key={by} value={by}>
              {t(`admin.overview.by.${by}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.overview.district')} name="district" defaultValue={written.district ?? ''}>
          <option value="">{t('admin.overview.anyDistrict')}</option>
          {districts.map((district) => (
            <option key={district} value={district}>
              {districtNames[district][language]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.overview.category')} name="category" defaultValue={written.category ?? ''}>
          <option value="">{t('admin.overview.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryNames[category][language]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('admin.list.apply')}</Button>
          <Link to={pathOf('adminOverview')} className={buttonClasses({ variant: 'outline' })}>
            {t('admin.overview.reset', { days: defaultDays })}
          </Link>
        </div>
      </form>

      {!parsed.success && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-stone-800">
          {t('admin.overview.badFilters', { days: defaultDays })}
        </p>
      )}
      <QueryState query={overview} failed={{ announce: true, message: t('admin.overview.loadFailed') }}>
        {(figures) => (
          <div
            aria-busy={overview.isPlaceholderData || undefined}
            className={overview.isPlaceholderData ? 'space-y-8 opacity-60' : 'space-y-8'}
          >
            <OverviewFigures overview={figures} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

export function OverviewFigures({ overview }: { overview: MarketOverview }) {
  const { t, language } = useI18n();
  const { money, count, day, dateTime } = useFormat();
  const { totals } = overview;
  const slice = [
    overview.district && districtNames[overview.district][language],
    overview.category && categoryNames[overview.category][language],
  ].filter(Boolean);
  const figures: [string, string][] = [
    [t('admin.overview.orders'), count(totals.orders)],
    [t('admin.overview.value'), money(totals.valueCents)],
    [
      t('admin.overview.cancelled'),
      t('admin.overview.cancelledFigure', { items: count(totals.cancelledItems), value: money(totals.cancelledCents) }),
    ],
    [t('admin.overview.newAccounts'), count(totals.newAccounts)],
    [t('admin.overview.reports'), count(totals.reports)],
    [t('admin.overview.suspensions'), count(totals.suspensions)],
  ];
  return (
    <>
      <div className="space-y-1 text-sm text-stone-700" aria-live="polite">
        <p className="font-medium text-stone-900">
          {t('admin.overview.showing', { from: day(overview.range.from), to: day(overview.range.to) })}
          {slice.length > 0 && ` · ${slice.join(' · ')}`}
        </p>
        <p>{t('admin.overview.countedUpTo', { time: dateTime(overview.countedUpTo) })}</p>
      </div>

      <section aria-labelledby="overview-totals">
        <h2 id="overview-totals" className="text-xl font-semibold text-stone-900">
          {t('admin.overview.totals')}
        </h2>
        <Card className="mt-3 p-4">
          <dl className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 lg:grid-cols-3">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-lg font-semibold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <p className="mt-2 text-sm text-stone-600">{t('admin.overview.totalsNote')}</p>
      </section>

      <PeriodTables overview={overview} />
      <Breakdowns overview={overview} />
    </>
  );
}

function usePeriodLabel(by: OverviewGrouping) {
  const { t } = useI18n();
  const { day, month } = useFormat();
  return (period: OverviewPeriod) =>
    by === 'day' ? day(period.start) : by === 'week' ? t('admin.overview.weekOf', { day: day(period.start) }) : month(period.start);
}

function PeriodTables({ overview }: { overview: MarketOverview }) {
  const { t } = useI18n();
  const { money, count } = useFormat();
  const label = usePeriodLabel(overview.by);
  const heading = t(`admin.overview.per.${overview.by}`);
  const periodColumn = { heading: t(`admin.overview.by.${overview.by}`), cell: label };
  return (
    <>
      <section aria-labelledby="overview-orders">
        <h2 id="overview-orders" className="text-xl font-semibold text-stone-900">
          {t('admin.overview.ordersHeading', { per: heading })}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-stone-600">{t('admin.overview.ordersNote')}</p>
        <SalesTable
          caption={t('admin.overview.ordersHeading', { per: heading })}
          rows={overview.periods}
          rowKey={(period) => period.start}
          columns={[
            periodColumn,
            { heading: t('admin.overview.orders'), numeric: true, cell: (period) => count(period.orders) },
            { heading: t('admin.overview.value'), numeric: true, cell: (period) => money(period.valueCents) },
            { heading: t('admin.overview.sellers'), numeric: true, cell: (period) => count(period.sellers) },
            { heading: t('admin.overview.buyers'), numeric: true, cell: (period) => count(period.buyers) },
            { heading: t('admin.overview.cancelledItems'), numeric: true, cell: (period) => count(period.cancelledItems) },
          ]}
        />
      </section>
      <section aria-labelledby="overview-people">
        <h2 id="overview-people" className="text-xl font-semibold text-stone-900">
          {t('admin.overview.peopleHeading', { per: heading })}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-stone-600">{t('admin.overview.peopleNote')}</p>
        <SalesTable
          caption={t('admin.overview.peopleHeading', { per: heading })}
          rows={overview.periods}
          rowKey={(period) => period.start}
          columns={[
            periodColumn,
            { heading: t('admin.overview.newAccounts'), numeric: true, cell: (period) => count(period.newAccounts) },
            { heading: t('admin.overview.reports'), numeric: true, cell: (period) => count(period.reports) },
            { heading: t('admin.overview.suspensions'), numeric: true, cell: (period) => count(period.suspensions) },
          ]}
        />
      </section>
    </>
  );
}

/** A titled table of the range, or a line saying it has nothing. */
function Breakdown<Row>({
  id,
  title,
  note,
  rows,
  ...table
}: {
  id: string;
  title: string;
  note?: string;
  rows: readonly Row[];
  rowKey(row: NoInfer<Row>, index: number): string;
  columns: Parameters<typeof SalesTable<NoInfer<Row>>>[0]['columns'];
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {note && <p className="mt-1 max-w-prose text-sm text-stone-600">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('admin.overview.none')}</p>
      ) : (
        <SalesTable caption={title} rows={rows} {...table} />
      )}
    </section>
  );
}

type OrderFigures = Pick<MarketOverview['byDistrict'][number], 'orders' | 'valueCents' | 'cancelledItems'>;

function Breakdowns({ overview }: { overview: MarketOverview }) {
  const { t, language } = useI18n();
  const { money, count } = useFormat();
  const orderColumns = [
    { heading: t('admin.overview.orders'), numeric: true, cell: (row: OrderFigures) => count(row.orders) },
    { heading: t('admin.overview.value'), numeric: true, cell: (row: OrderFigures) => money(row.valueCents) },
    { heading: t('admin.overview.cancelledItems'), numeric: true, cell: (row: OrderFigures) => count(row.cancelledItems) },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Breakdown
        id="overview-districts"
        title={t('admin.overview.byDistrict')}
        note={t('admin.overview.byDistrictNote')}
        rows={overview.byDistrict}
        rowKey={(row) => row.district}
        columns={[{ heading: t('admin.overview.district'), cell: (row) => districtNames[row.district][language] }, ...orderColumns]}
      />
      <Breakdown
        id="overview-categories"
        title={t('admin.overview.byCategory')}
        note={t('admin.overview.byCategoryNote')}
        rows={overview.byCategory}
        rowKey={(row) => row.category ?? 'deleted'}
        columns={[
          {
            heading: t('admin.overview.category'),
            cell: (row) => (row.category ? categoryNames[row.category][language] : t('admin.overview.deletedListings')),
          },
          ...orderColumns,
        ]}
      />
      <Breakdown
        id="overview-cancellations"
        title={t('admin.overview.cancellations')}
        rows={overview.cancellations}
        rowKey={(row) => row.reason}
        columns={[
          { heading: t('admin.overview.reason'), cell: (row) => t(`admin.overview.cancelledBy.${row.reason}`) },
          { heading: t('admin.overview.cancelledItems'), numeric: true, cell: (row) => count(row.items) },
        ]}
      />
      <Breakdown
        id="overview-reports"
        title={t('admin.overview.reportsByReason')}
        rows={overview.reports}
        rowKey={(row) => row.reason}
        columns={[
          { heading: t('admin.overview.reason'), cell: (row) => t(`reviews.report.reason.${row.reason}`) },
          { heading: t('admin.overview.reports'), numeric: true, cell: (row) => count(row.reports) },
        ]}
      />
      <Breakdown
        id="overview-suspensions"
        title={t('admin.overview.suspensionsByReason')}
        rows={overview.suspensions}
        rowKey={(row) => row.reason}
        columns={[
          { heading: t('admin.overview.reason'), cell: (row) => t(`admin.overview.suspensionReason.${row.reason}`) },
          { heading: t('admin.overview.suspensions'), numeric: true, cell: (row) => count(row.suspensions) },
        ]}
      />
    </div>
  );
}
