import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  accountFilters,
  moderatedAccountsQuerySchema,
  suspensionNoteMaxLength,
  suspendAccountInputSchema,
  suspensionReasons,
  type ModeratedAccount,
  type ModeratedAccountsQuery,
  type SuspendAccountInput,
  type SuspensionOutcome,
} from '@domain/admin/account-moderation.schema';
import { districts } from '@domain/catalog/districts';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import { useForm } from '@web/lib/form';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { moderatedAccountsSearch, useAccountDecision, useModeratedAccounts, type AccountDecisionDone } from './api/admin';
import { NewestFirstPage, useAddressFilters, useDoneStatus, useSubmitFilters } from './console-list';
import { decisionFailure } from './decision-failure';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';

const filterNames = ['q', 'district', 'show', 'page'] as const;

/** How long a suspension lasts, as the form offers it: days, or until an operator lifts it. */
const durations = ['1', '7', '30', '90', 'lifted'] as const;

/** Any account, found by name, e-mail address, phone number or district: suspended with a reason, or let back in. */
export function AccountsPage() {
  const { t, language } = useI18n();
  const { count } = useFormat();
  const filters = useAddressFilters(moderatedAccountsQuerySchema, filterNames);
  const written: Partial<Record<(typeof filterNames)[number], string>> = filters.written;
  const query: ModeratedAccountsQuery = filters.query ?? { page: 1 };
  const list = useModeratedAccounts(query);
  const navigate = useNavigate();
  const show = (next: ModeratedAccountsQuery) => void navigate(`${pathOf('adminAccounts')}${moderatedAccountsSearch(next)}`);
  const applyFilters = useSubmitFilters(pathOf('adminAccounts'));
  const [outcome, setOutcome] = useState<SuspensionOutcome | null>(null);
  const done = useDoneStatus<'suspend' | 'lift'>((kind) =>
    kind === 'suspend' && outcome
      ? t('admin.accounts.done.suspend', {
          name: outcome.account.name,
          sessions: count(outcome.sessionsEnded),
          listings: count(outcome.listingsHidden),
          items: count(outcome.orderItemsCancelled),
        })
      : t('admin.accounts.done.lift'),
  );
  const onDone = (decision: AccountDecisionDone) => {
    setOutcome(decision.kind === 'suspend' ? decision.outcome : null);
    done.say(decision.kind);
  };

  if (isRefusedToOperatorsOnly(list.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminAccounts.title}</h1>
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={pathOf('adminAccounts')}
        onSubmit={applyFilters}
        aria-label={t('admin.accounts.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-4"
      >
        <InputField label={t('admin.accounts.search')} name="q" type="search" defaultValue={written.q ?? ''} maxLength={100} />
        <SelectField label={t('admin.accounts.district')} name="district" defaultValue={written.district ?? ''}>
          <option value="">{t('admin.accounts.district.all')}</option>
          {districts.map((district) => (
            <option key={district} value={district}>
              {districtNames[district][language]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.accounts.show')} name="show" defaultValue={written.show ?? ''}>
          <option value="">{t('admin.accounts.show.all')}</option>
          {accountFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.accounts.show.${filter}`)}
            </option>
          ))}
        </SelectField>
        <div className="self-end">
          <Button type="submit">{t('admin.list.apply')}</Button>
        </div>
      </form>
      {done.status}

      <QueryState query={list} failed={{ announce: true, message: t('admin.accounts.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={list.isPlaceholderData}
            empty={page.accounts.length === 0 ? t('admin.accounts.empty') : undefined}
            page={page.page}
            more={page.more}
            onPage={(next) => show({ ...query, page: next })}
          >
            {page.accounts.map((account) => (
              <AccountItem key={account.id} account={account} onDone={onDone} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

const accountRefusals = {
  operator_account: 'admin.accounts.refused.operator',
  already_suspended: 'admin.accounts.refused.alreadySuspended',
  not_suspended: 'admin.accounts.refused.notSuspended',
} as const;

function AccountItem({ account, onDone }: { account: ModeratedAccount; onDone: (done: AccountDecisionDone) => void }) {
  const { t, language } = useI18n();
  const { date, count } = useFormat();
  const decision = useAccountDecision(account.id, onDone);
  const { values, field, form, check } = useForm({ initial: { reason: 'fraud', days: '7', note: '' } });
  // The suspension as checked, waiting for the operator's word; null while the form is shown.
  const [confirming, setConfirming] = useState<SuspendAccountInput | null>(null);
  const { suspension } = account;

  function askToConfirm() {
    const days = values.days === 'lifted' ? null : Number(values.days);
    const body = check(suspendAccountInputSchema, { reason: values.reason, ...(values.note.trim() && { note: values.note }), days });
    if (body) setConfirming(body);
  }

  return (
    <li>
      <Card className="space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words text-lg font-semibold text-stone-900">{account.name}</p>
          {suspension && (
            <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-900">{t('admin.accounts.suspended')}</span>
          )}
          {account.isOperator && (
            <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">{t('admin.accounts.operator')}</span>
          )}
          {account.verifiedSeller && (
            <span className="rounded bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
              {t('admin.accounts.verifiedSeller')}
            </span>
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-800 sm:grid-cols-2">
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.email')}</dt>
            <dd className="break-all">{account.email ?? '—'}</dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.phone')}</dt>
            <dd>{account.phoneNumber ?? '—'}</dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.joined')}</dt>
            <dd>
              {date(account.createdAt)} ({account.confirmed ? t('admin.accounts.confirmed') : t('admin.accounts.unconfirmed')})
            </dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.districts')}</dt>
            <dd>
              {account.districts.length > 0
                ? account.districts.map((district) => districtNames[district][language]).join(', ')
                : t('admin.accounts.districts.none')}
            </dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.activeListings')}</dt>
            <dd>{count(account.activeListings)}</dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="text-stone-600">{t('admin.accounts.orders')}</dt>
            <dd>{count(account.orders)}</dd>
          </div>
        </dl>
        {suspension && (
          <p className="break-words text-sm text-red-900">
            {suspension.until
              ? t('admin.accounts.suspendedUntil', {
                  reason: t(`admin.accounts.reason.${suspension.reason}`),
                  since: date(suspension.since),
                  until: date(suspension.until),
                })
              : t('admin.accounts.suspendedUntilLifted', {
                  reason: t(`admin.accounts.reason.${suspension.reason}`),
                  since: date(suspension.since),
                })}
            {suspension.note && ` — ${suspension.note}`}
          </p>
        )}
        {(suspension || !account.isOperator) && (
          <div className="border-t border-stone-200 pt-3">
            {suspension ? (
              <Button variant="outline" disabled={decision.isPending} onClick={() => decision.mutate({ kind: 'lift' })}>
                {t('admin.accounts.lift')}
              </Button>
            ) : confirming ? (
              <div role="group" aria-label={t('admin.accounts.confirm.label')} className="space-y-3">
                <p className="text-stone-900">
                  {t('admin.accounts.confirm', {
                    name: account.name,
                    reason: t(`admin.accounts.reason.${confirming.reason}`),
                    duration:
                      confirming.days === null
                        ? t('admin.accounts.duration.lifted')
                        : t('admin.accounts.duration.days', { count: confirming.days }),
                  })}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="destructive"
                    disabled={decision.isPending}
                    onClick={() => decision.mutate({ kind: 'suspend', body: confirming }, { onSettled: () => setConfirming(null) })}
                  >
                    {t('admin.accounts.confirm.yes')}
                  </Button>
                  <Button variant="outline" disabled={decision.isPending} onClick={() => setConfirming(null)}>
                    {t('admin.accounts.confirm.back')}
                  </Button>
                </div>
              </div>
            ) : (
              <form {...form(askToConfirm)} className="grid items-end gap-3 sm:grid-cols-3">
                <SelectField {...field('reason')} label={t('admin.accounts.reason')}>
                  {suspensionReasons.map((option) => (
                    <option key={option} value={option}>
                      {t(`admin.accounts.reason.${option}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField {...field('days')} label={t('admin.accounts.duration')}>
                  {durations.map((option) => (
                    <option key={option} value={option}>
                      {option === 'lifted'
                        ? t('admin.accounts.duration.lifted')
                        : t('admin.accounts.duration.days', { count: Number(option) })}
                    </option>
                  ))}
                </SelectField>
                <div className="sm:col-span-3">
                  <TextareaField
                    {...field('note')}
                    label={t('admin.accounts.note')}
                    maxLength={suspensionNoteMaxLength}
                    required={values.reason === 'other'}
                    rows={2}
                  />
                </div>
                <div>
                  <Button type="submit" variant="destructive" disabled={decision.isPending}>
                    {t('admin.accounts.suspend')}
                  </Button>
                </div>
              </form>
            )}
          </div>
        )}
        {decision.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {decisionFailure(decision.error, t, accountRefusals)}
          </p>
        )}
      </Card>
    </li>
  );
}
