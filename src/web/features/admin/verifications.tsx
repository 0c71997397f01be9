import { useNavigate } from 'react-router';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import {
  verificationQueueQuerySchema,
  verificationStatuses,
  type VerificationCase,
  type VerificationQueueQuery,
} from '@domain/seller/seller-verification.schema';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useVerificationDecision, useVerificationQueue, type VerificationDecisionKind } from './api/admin';
import { NewestFirstPage, useAddressFilters, useDoneStatus, useSubmitFilters } from './console-list';
import { decisionFailure } from './decision-failure';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';
import { VerificationReasonForm } from './verification-reason-form';

const filterNames = ['status', 'page'] as const;

/**
 * Sellers asking to be verified (decision 064): the NIC opened, its birth date, the phone, other accounts with the same
 * NIC; an approved seller's verification may be withdrawn.
 */
export function VerificationsPage() {
  const { t, language } = useI18n();
  const filters = useAddressFilters(verificationQueueQuerySchema, filterNames);
  const written: Partial<Record<(typeof filterNames)[number], string>> = filters.written;
  const query: VerificationQueueQuery = filters.query ?? { status: 'pending', page: 1 };
  const list = useVerificationQueue(query);
  const navigate = useNavigate();
  const path = pathOf('adminVerifications');
  const show = (page: number) => void navigate(`${path}?status=${query.status}${page > 1 ? `&page=${page}` : ''}`);
  const applyFilters = useSubmitFilters(path);
  const done = useDoneStatus<VerificationDecisionKind>((kind) => t(`admin.verifications.done.${kind}`));

  if (isRefusedToOperatorsOnly(list.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminVerifications.title}</h1>
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={path}
        onSubmit={applyFilters}
        aria-label={t('admin.verifications.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-3"
      >
        <SelectField label={t('admin.verifications.show')} name="status" defaultValue={written.status ?? 'pending'}>
          {verificationStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`admin.verifications.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <div className="self-end">
          <Button type="submit">{t('admin.list.apply')}</Button>
        </div>
      </form>
      {done.status}

      <QueryState query={list} failed={{ announce: true, message: t('admin.verifications.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={list.isPlaceholderData}
            empty={page.cases.length === 0 ? t('admin.verifications.empty') : undefined}
            page={page.page}
            more={page.more}
            onPage={show}
          >
            {page.cases.map((item) => (
              <VerificationItem key={item.id} item={item} onDone={done.say} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

function VerificationItem({ item, onDone }: { item: VerificationCase; onDone: (kind: VerificationDecisionKind) => void }) {
  const { t, language } = useI18n();
  const { date } = useFormat();
  const decision = useVerificationDecision(item.id, onDone);
  const row = (label: string, value: string) => (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="break-words font-medium text-stone-900">{value}</dd>
    </div>
  );
  return (
    <li>
      <Card className="space-y-3 p-4">
        <p className="break-words text-lg font-semibold text-stone-900">{item.fullName}</p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {row(t('admin.verifications.nic'), item.nic)}
          {row(t('admin.verifications.birthDate'), date(item.nicBirthDate))}
          {row(t('admin.verifications.phone'), item.phoneNumber)}
          {row(t('admin.verifications.district'), districtNames[item.district][language])}
          {row(
            t('admin.verifications.account'),
            `${item.accountName} · ${t('admin.verifications.joined', { date: date(item.accountCreatedAt) })}`,
          )}
          {row(t('admin.verifications.listings'), String(item.activeListings))}
          {row(t('admin.verifications.requested'), date(item.requestedAt))}
          {item.withdrawnAt && row(t('admin.verifications.withdrawnOn'), date(item.withdrawnAt))}
        </dl>
        {item.sameNicAccounts.length > 0 && (
          <div role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-medium">{t('admin.verifications.sameNic')}</p>
            <ul className="mt-1 list-disc ps-5">
              {item.sameNicAccounts.map((account) => (
                <li key={account.id} className="break-words">
                  {account.name} ({t(`admin.verifications.status.${account.status}`)})
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.earlier.length > 0 && (
          <div role="note" className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
            <p className="font-medium">{t('admin.verifications.earlier')}</p>
            <ul className="mt-1 list-disc ps-5">
              {item.earlier.map((past) => (
                <li key={`${past.status}-${past.at}`} className="break-words">
                  {t(`admin.verifications.earlier.${past.status}`, { date: date(past.at) })}
                  {past.reason && ` ${t(`admin.verifications.reason.${past.reason}`)}`}
                  {past.note && ` — ${past.note}`}
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.refusal && (
          <p className="break-words text-sm text-red-900">
            {t(`admin.verifications.reason.${item.refusal.reason}`)}
            {item.refusal.note && ` — ${item.refusal.note}`}
          </p>
        )}
        {item.status === 'pending' && (
          <div className="flex flex-wrap items-end gap-3 border-t border-stone-200 pt-3">
            <Button disabled={decision.isPending} onClick={() => decision.mutate({ kind: 'approve' })}>
              {t('admin.verifications.approve')}
            </Button>
            <VerificationReasonForm
              reasonLabel={t('admin.verifications.refuseReason')}
              action={t('admin.verifications.refuse')}
              busy={decision.isPending}
              onSubmit={(body) => decision.mutate({ kind: 'refuse', body })}
            />
          </div>
        )}
        {item.status === 'approved' && (
          <div className="border-t border-stone-200 pt-3">
            <VerificationReasonForm
              reasonLabel={t('admin.verifications.withdrawReason')}
              action={t('admin.verifications.withdraw')}
              busy={decision.isPending}
              onSubmit={(body) => decision.mutate({ kind: 'withdraw', body })}
            />
          </div>
        )}
        {decision.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {decisionFailure(decision.error, t, { already_decided: 'admin.verifications.refused.alreadyDecided' })}
          </p>
        )}
      </Card>
    </li>
  );
}
