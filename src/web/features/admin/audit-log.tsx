import { Link, useNavigate } from 'react-router';
import {
  auditActions,
  auditQuerySchema,
  commandLineActor,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from '@domain/admin/audit.schema';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';
import { auditSearch, useAuditPage } from './api/admin';
import { NewestFirstPage, useAddressFilters, useSubmitFilters } from './console-list';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';

const actionLabels: Record<AuditAction, MessageKey> = {
  'operator.added': 'admin.action.operator.added',
  'operator.removed': 'admin.action.operator.removed',
  'support.assigned': 'admin.action.support.assigned',
  'support.answered': 'admin.action.support.answered',
  'support.closed': 'admin.action.support.closed',
  'review.kept': 'admin.action.review.kept',
  'review.removed': 'admin.action.review.removed',
  'review.restored': 'admin.action.review.restored',
  'listing.hidden': 'admin.action.listing.hidden',
  'listing.restored': 'admin.action.listing.restored',
  'account.suspended': 'admin.action.account.suspended',
  'account.lifted': 'admin.action.account.lifted',
  'seller.verified': 'admin.action.seller.verified',
  'seller.refused': 'admin.action.seller.refused',
  'seller.unverified': 'admin.action.seller.unverified',
};

const isKnownAction = (action: string): action is AuditAction => (auditActions as readonly string[]).includes(action);

const filterNames = ['action', 'actor', 'subject', 'from', 'to', 'page'] as const;

/** The audit log: newest first, filtered by action, who, what it was done to and Colombo days, a page at a time. */
export function AuditLog() {
  const { t, language } = useI18n();
  // Filters the API would refuse (a day that does not exist, "to" before "from") show the whole log, and say so.
  const filters = useAddressFilters(auditQuerySchema, filterNames);
  const written: Partial<Record<(typeof filterNames)[number], string>> = filters.written;
  const query: AuditQuery = filters.query ?? { page: 1 };
  const refused = filters.query === undefined;
  const audit = useAuditPage(query);
  const navigate = useNavigate();
  const show = (next: AuditQuery) => void navigate(`${pathOf('adminAudit')}${auditSearch(next)}`);
  const applyFilters = useSubmitFilters(pathOf('adminAudit'));

  if (isRefusedToOperatorsOnly(audit.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminAudit.title}</h1>
      {/* A GET form: the address holds the filters (sent as they are before the app runs), so a filtered log can be
          bookmarked or sent to a colleague. */}
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={pathOf('adminAudit')}
        onSubmit={applyFilters}
        aria-label={t('admin.audit.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField label={t('admin.audit.action')} name="action" defaultValue={written.action ?? ''}>
          <option value="">{t('admin.audit.anyAction')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {t(actionLabels[action])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.audit.actor')} name="actor" defaultValue={written.actor ?? ''}>
          <option value="">{t('admin.audit.anyone')}</option>
          <option value={commandLineActor}>{t('admin.audit.commandLine')}</option>
          {audit.data?.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </SelectField>
        <InputField label={t('admin.audit.subject')} name="subject" defaultValue={written.subject ?? ''} maxLength={100} />
        <InputField label={t('admin.audit.from')} name="from" type="date" defaultValue={written.from ?? ''} />
        <InputField label={t('admin.audit.to')} name="to" type="date" defaultValue={written.to ?? ''} />
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('admin.list.apply')}</Button>
          <Link to={pathOf('adminAudit')} className={buttonClasses({ variant: 'outline' })}>
            {t('admin.audit.clear')}
          </Link>
        </div>
      </form>

      {refused && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-stone-800">
          {t('admin.audit.badFilters')}
        </p>
      )}
      <QueryState query={audit} failed={{ announce: true, message: t('admin.audit.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={audit.isPlaceholderData}
            empty={page.entries.length === 0 ? t('admin.audit.empty') : undefined}
            page={page.page}
            more={page.more}
            onPage={(next) => show({ ...query, page: next })}
          >
            {page.entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const { dateTime } = useFormat();
  const rows: [string, string][] = [
    [t('admin.audit.when'), dateTime(entry.at)],
    [t('admin.audit.who'), entry.actorId === null ? t('admin.audit.commandLineBy', { user: entry.actorName }) : entry.actorName],
    [t('admin.audit.what'), isKnownAction(entry.action) ? t(actionLabels[entry.action]) : entry.action],
    [t('admin.audit.on'), entry.subjectName],
    ...(entry.reason ? [[t('admin.audit.why'), entry.reason] as [string, string]] : []),
  ];
  return (
    <li>
      <Card className="p-4">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-stone-600">{label}</dt>
              <dd className="break-words text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </li>
  );
}
