import { ChartNoAxesColumn, EyeOff, Inbox, MessageSquareWarning, ScrollText, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { RedirectUnlessSignedIn } from '@web/components/sign-in-required';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useAdminSession } from './api/admin';
import { AccountsPage } from './accounts';
import { AuditLog } from './audit-log';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';
import { ListingsPage } from './listings';
import { MarketOverviewPage } from './market-overview';
import { ReportedReviewsPage } from './reported-reviews';
import { SupportInboxPage } from './support-inbox';
import { SupportThreadPage } from './support-thread';
import { VerificationsPage } from './verifications';

export type AdminPageId =
  | 'admin'
  | 'adminAudit'
  | 'adminSupport'
  | 'adminSupportMessage'
  | 'adminReviews'
  | 'adminListings'
  | 'adminAccounts'
  | 'adminOverview'
  | 'adminVerifications';

/**
 * The operator console (`/admin`, `/admin/audit`): for the people who run the market, named on the server's command
 * line. The server refuses everyone else on every request; here they are told so, in their language.
 */
export default function AdminPage({ page }: { page: AdminPageId }) {
  return (
    <RedirectUnlessSignedIn>
      <OperatorsOnly>
        <ConsolePage page={page} />
      </OperatorsOnly>
    </RedirectUnlessSignedIn>
  );
}

function ConsolePage({ page }: { page: AdminPageId }) {
  const { id = '' } = useParams();
  if (page === 'adminAudit') return <AuditLog />;
  if (page === 'adminSupport') return <SupportInboxPage />;
  if (page === 'adminSupportMessage') return <SupportThreadPage id={id} />;
  if (page === 'adminReviews') return <ReportedReviewsPage />;
  if (page === 'adminListings') return <ListingsPage />;
  if (page === 'adminAccounts') return <AccountsPage />;
  if (page === 'adminVerifications') return <VerificationsPage />;
  if (page === 'adminOverview') return <MarketOverviewPage />;
  return <Overview />;
}

function OperatorsOnly({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const session = useAdminSession(useSession().user?.id);
  if (isRefusedToOperatorsOnly(session.error)) return <ForOperatorsOnly />;
  return (
    <QueryState query={session} failed={{ announce: true, message: t('admin.loadFailed') }}>
      {() => (
        <div className="mx-auto w-full max-w-6xl px-4 py-8">
          <ConsoleNav />
          {children}
        </div>
      )}
    </QueryState>
  );
}

const consolePages = [
  'admin',
  'adminOverview',
  'adminSupport',
  'adminReviews',
  'adminListings',
  'adminAccounts',
  'adminVerifications',
  'adminAudit',
] as const;

function ConsoleNav() {
  const { t } = useI18n();
  const labels = {
    admin: t('admin.nav.overview'),
    adminOverview: t('admin.nav.marketOverview'),
    adminSupport: t('admin.nav.support'),
    adminReviews: t('admin.nav.reviews'),
    adminListings: t('admin.nav.listings'),
    adminAccounts: t('admin.nav.accounts'),
    adminVerifications: t('admin.nav.verifications'),
    adminAudit: t('admin.nav.audit'),
  };
  return (
    <nav aria-label={t('admin.nav.label')} className="mb-6 flex flex-wrap gap-2 border-b border-stone-200 pb-3">
      {consolePages.map((id) => (
        <NavLink
          key={id}
          to={pathOf(id)}
          end={id === 'admin'}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
            )
          }
        >
          {labels[id]}
        </NavLink>
      ))}
    </nav>
  );
}

function Overview() {
  const { t, language } = useI18n();
  const { date } = useFormat();
  const session = useAdminSession(useSession().user?.id);
  const since = session.data?.operator.since;
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].admin.title}</h1>
      {since && <p className="max-w-prose text-stone-700">{t('admin.intro', { date: date(since) })}</p>}
      <ul className="grid gap-4 md:grid-cols-2">
        <ConsoleLink
          to={pathOf('adminOverview')}
          icon={<ChartNoAxesColumn aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.marketOverview')}
          text={t('admin.marketOverviewLink.text')}
        />
        <ConsoleLink
          to={pathOf('adminSupport')}
          icon={<Inbox aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.support')}
          text={t('admin.supportLink.text')}
        />
        <ConsoleLink
          to={pathOf('adminReviews')}
          icon={<MessageSquareWarning aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.reviews')}
          text={t('admin.reviewsLink.text')}
        />
        <ConsoleLink
          to={pathOf('adminListings')}
          icon={<EyeOff aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.listings')}
          text={t('admin.listingsLink.text')}
        />
        <ConsoleLink
          to={pathOf('adminAccounts')}
          icon={<ShieldAlert aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.accounts')}
          text={t('admin.accountsLink.text')}
        />
        <ConsoleLink
          to={pathOf('adminAudit')}
          icon={<ScrollText aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />}
          title={t('admin.nav.audit')}
          text={t('admin.auditLink.text')}
        />
      </ul>
    </section>
  );
}

function ConsoleLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Card className="h-full p-4 sm:p-6">
        <Link
          to={to}
          className="flex items-start gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          {icon}
          <span>
            <span className="block text-lg font-semibold text-brand-800 underline-offset-2 hover:underline">{title}</span>
            <span className="mt-1 block text-stone-700">{text}</span>
          </span>
        </Link>
      </Card>
    </li>
  );
}
