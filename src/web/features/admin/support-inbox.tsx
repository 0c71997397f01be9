import { Link, useNavigate } from 'react-router';
import {
  supportInboxQuerySchema,
  supportStates,
  type SupportInboxItem,
  type SupportInboxQuery,
} from '@domain/support/support-inbox.schema';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { supportInboxSearch, useSupportInbox } from './api/admin';
import { NewestFirstPage, useAddressFilters, useSubmitFilters } from './console-list';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';
import { MessageMailNote, StateBadge } from './support-labels';

const filterNames = ['state', 'q', 'mine', 'page'] as const;

/** Every message people sent support, newest first: searched, by state, or only those the operator took on. */
export function SupportInboxPage() {
  const { t, language } = useI18n();
  // Filters it cannot use (a state it does not know) show every message.
  const filters = useAddressFilters(supportInboxQuerySchema, filterNames);
  const written: Partial<Record<(typeof filterNames)[number], string>> = filters.written;
  const query: SupportInboxQuery = filters.query ?? { page: 1 };
  const inbox = useSupportInbox(query);
  const navigate = useNavigate();
  const show = (next: SupportInboxQuery) => void navigate(`${pathOf('adminSupport')}${supportInboxSearch(next)}`);
  const applyFilters = useSubmitFilters(pathOf('adminSupport'));

  if (isRefusedToOperatorsOnly(inbox.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminSupport.title}</h1>
      <form
        key={new URLSearchParams(written).toString()}
        method="get"
        action={pathOf('adminSupport')}
        onSubmit={applyFilters}
        aria-label={t('admin.support.filters')}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <InputField label={t('admin.support.search')} name="q" type="search" defaultValue={written.q ?? ''} maxLength={100} />
        <SelectField label={t('admin.support.state')} name="state" defaultValue={written.state ?? ''}>
          <option value="">{t('admin.support.anyState')}</option>
          {supportStates.map((state) => (
            <option key={state} value={state}>
              {t(`admin.support.state.${state}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end py-2 text-stone-800">
          <input type="checkbox" name="mine" value="1" defaultChecked={written.mine === '1'} className="h-5 w-5 accent-brand-700" />
          {t('admin.support.mine')}
        </label>
        <div className="self-end">
          <Button type="submit">{t('admin.list.apply')}</Button>
        </div>
      </form>

      <QueryState query={inbox} failed={{ announce: true, message: t('admin.support.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={inbox.isPlaceholderData}
            empty={page.messages.length === 0 ? t('admin.support.empty') : undefined}
            page={page.page}
            more={page.more}
            onPage={(next) => show({ ...query, page: next })}
          >
            {page.messages.map((message) => (
              <InboxItem key={message.id} message={message} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

function InboxItem({ message }: { message: SupportInboxItem }) {
  const { t } = useI18n();
  const { dateTime } = useFormat();
  return (
    <li>
      <Card className="space-y-1 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={message.state} />
          <span className="text-sm text-stone-600">{dateTime(message.at)}</span>
        </div>
        <Link
          to={pathOf('adminSupportMessage', { id: message.id })}
          className="block break-words text-lg font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {message.subject}
        </Link>
        <p className="break-words text-stone-800">
          {t('admin.support.from', { name: message.name, email: message.email })}
          {!message.signedIn && <span className="text-stone-600"> ({t('admin.support.guest')})</span>}
        </p>
        <p className="text-sm text-stone-700">
          {t('admin.support.answerCount', { count: message.answers })}
          {message.assignedTo && ` · ${t('admin.support.assignedTo', { name: message.assignedTo.name })}`}
        </p>
        <MessageMailNote outcome={message.mail} />
      </Card>
    </li>
  );
}
