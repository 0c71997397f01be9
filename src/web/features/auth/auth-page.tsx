import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { afterSignInTarget } from '@domain/site/same-site-path';
import { pathOf } from '@domain/site/pages';
import { Card } from '@web/components/ui/card';
import { useFormAnswer } from '@web/lib/form-answer';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { AuthTabs } from './auth-tabs';
import { PhoneSignIn } from './phone-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTabId = 'sign-in' | 'sign-up';

/** The tab's own address, so switching tabs works as a link before (or without) the app. */
function tabAddress(tab: AuthTabId, redirect: string | null): string {
  const query = new URLSearchParams({ ...(tab === 'sign-up' && { tab }), ...(redirect && { redirect }) }).toString();
  return query ? `${pathOf('auth')}?${query}` : pathOf('auth');
}

export default function AuthPage() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const target = afterSignInTarget(redirect);
  // A sign-up the server answered (sent as a plain form) opens on its tab.
  const answeredSignUp = useFormAnswer('sign-up') !== undefined;
  const [tab, setTab] = useState<AuthTabId>(searchParams.get('tab') === 'sign-up' || answeredSignUp ? 'sign-up' : 'sign-in');

  if (!isLoading && user) return <Navigate to={target} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">{t('auth.title')}</h1>
      <p className="mt-2 text-center text-stone-600">{t('auth.intro')}</p>
      {/* Most farmers have a mobile number and no e-mail they read: the number comes first. */}
      <Card className="mt-8 p-4 sm:p-6">
        <PhoneSignIn redirectTarget={target} />
      </Card>
      <p className="my-6 flex items-center gap-3 text-sm text-stone-600 before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300">
        {t('auth.phone.or')}
      </p>
      <Card className="p-4 sm:p-6">
        <AuthTabs
          label={t('auth.tabs')}
          selected={tab}
          onSelect={setTab}
          addressOf={(id) => tabAddress(id, redirect)}
          tabs={[
            { id: 'sign-in', label: t('auth.tab.signIn'), panel: <SignInForm redirectTarget={target} /> },
            { id: 'sign-up', label: t('auth.tab.signUp'), panel: <SignUpForm redirectTarget={target} /> },
          ]}
        />
      </Card>
    </section>
  );
}
