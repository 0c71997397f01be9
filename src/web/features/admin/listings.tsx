import { Link, useNavigate } from 'react-router';
import {
  hideListingInputSchema,
  listingFilters,
  listingHideReasons,
  listingNoteMaxLength,
  moderatedListingsQuerySchema,
  type ModeratedListing,
  type ModeratedListingsQuery,
} from '@domain/catalog/listing-moderation.schema';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { useForm } from '@web/lib/form';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { moderatedListingsSearch, useListingDecision, useModeratedListings } from './api/admin';
import { NewestFirstPage, useAddressFilters, useDoneStatus, useSubmitFilters } from './console-list';
import { decisionFailure } from './decision-failure';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';

const filterNames = ['q', 'show', 'page'] as const;

/** Any product, found by words or id: hidden with a reason its seller is told, or listed again. */
export function ListingsPage() {
  const { t, language } = useI18n();
  const filters = useAddressFilters(moderatedListingsQuerySchema, filterNames);
  const written: Partial<Record<(typeof filterNames)[number], string>> = filters.written;
  const query: ModeratedListingsQuery = filters.query ?? { page: 1 };
  const list = useModeratedListings(query);
  const navigate = useNavigate();
  const show = (next: ModeratedListingsQuery) => void navigate(`${pathOf('adminListings')}${moderatedListingsSearch(next)}`);
  const applyFilters = useSubmitFilters(pathOf('adminListings'));
  const done = useDoneStatus<'hide' | 'restore'>((kind) => t(`admin.listings.done.${kind}`));

  if (isRefusedToOperatorsOnly(list.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminListings.title}</h1>
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={pathOf('adminListings')}
        onSubmit={applyFilters}
        aria-label={t('admin.listings.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3"
      >
        <InputField label={t('admin.listings.search')} name="q" type="search" defaultValue={written.q ?? ''} maxLength={100} />
        <SelectField label={t('admin.listings.show')} name="show" defaultValue={written.show ?? ''}>
          <option value="">{t('admin.listings.show.all')}</option>
          {listingFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.listings.show.${filter}`)}
            </option>
          ))}
        </SelectField>
        <div className="self-end">
          <Button type="submit">{t('admin.list.apply')}</Button>
        </div>
      </form>
      {done.status}

      <QueryState query={list} failed={{ announce: true, message: t('admin.listings.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={list.isPlaceholderData}
            empty={page.listings.length === 0 ? t('admin.listings.empty') : undefined}
            page={page.page}
            more={page.more}
            onPage={(next) => show({ ...query, page: next })}
          >
            {page.listings.map((listing) => (
              <ListingItem key={listing.id} listing={listing} onDone={done.say} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

function ListingItem({ listing, onDone }: { listing: ModeratedListing; onDone: (kind: 'hide' | 'restore') => void }) {
  const { t } = useI18n();
  const { date } = useFormat();
  const decision = useListingDecision(listing.id, onDone);
  const { values, field, form, check } = useForm({ initial: { reason: 'prohibited', note: '' } });
  function hide() {
    const body = check(hideListingInputSchema, { reason: values.reason, ...(values.note.trim() && { note: values.note }) });
    if (body) decision.mutate({ kind: 'hide', body });
  }
  const { hidden } = listing;
  return (
    <li>
      <Card className="space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={
              hidden
                ? 'rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-900'
                : 'rounded bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-800'
            }
          >
            {hidden ? t('admin.listings.hidden') : t(`seller.status.${listing.status}`)}
          </span>
          {hidden?.restoreRequestedAt && (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
              {t('admin.listings.asked', { date: date(hidden.restoreRequestedAt) })}
            </span>
          )}
        </div>
        {hidden || listing.status !== 'active' ? (
          <p className="break-words text-lg font-semibold text-stone-900">{listing.title}</p>
        ) : (
          <Link
            to={pathOf('product', { id: listing.id })}
            className="block break-words text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {listing.title}
          </Link>
        )}
        <p className="break-words text-stone-800">{t('admin.listings.seller', { name: listing.sellerName })}</p>
        {hidden && (
          <p className="break-words text-sm text-red-900">
            {t('admin.listings.hiddenFor', { date: date(hidden.at), reason: t(`notifications.listingReason.${hidden.reason}`) })}
            {hidden.note && ` — ${hidden.note}`}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3 border-t border-stone-200 pt-3">
          {hidden ? (
            <Button variant="outline" disabled={decision.isPending} onClick={() => decision.mutate({ kind: 'restore' })}>
              {t('admin.listings.restore')}
            </Button>
          ) : (
            <form {...form(hide)} className="flex flex-wrap items-end gap-3">
              <SelectField {...field('reason')} label={t('admin.listings.reason')}>
                {listingHideReasons.map((option) => (
                  <option key={option} value={option}>
                    {t(`notifications.listingReason.${option}`)}
                  </option>
                ))}
              </SelectField>
              <InputField
                {...field('note')}
                label={t('admin.listings.note')}
                maxLength={listingNoteMaxLength}
                required={values.reason === 'other'}
              />
              <Button type="submit" variant="destructive" disabled={decision.isPending}>
                {t('admin.listings.hide')}
              </Button>
            </form>
          )}
        </div>
        {decision.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {decisionFailure(decision.error, t, { seller_suspended: 'admin.listings.refused.sellerSuspended' })}
          </p>
        )}
      </Card>
    </li>
  );
}
