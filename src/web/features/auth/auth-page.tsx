import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '@domain/site/same-site-path';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { AuthTabs } from './auth-tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTabId = 'sign-in' | 'sign-up';

/**
 * Same-site paths only (the rule the server applies to the sign-up confirmation callback), and never
 * this page again: a signed-in user would be sent round in a loop.
 */
function redirectTargetFrom(redirect: string | null): string {
  const target = safeRedirectTarget(redirect);
  return /^\/(auth|reset-password)(?:[/?#]|$)/.test(target) ? '/' : target;
}

export default function AuthPage() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const target = redirectTargetFrom(searchParams.get('redirect'));
  const [tab, setTab] = useState<AuthTabId>(searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');

  if (!isLoading && user) return <Navigate to={target} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">{t('auth.title')}</h1>
      <p className="mt-2 text-center text-stone-600">{t('auth.intro')}</p>
      <Card className="mt-8 p-4 sm:p-6">
        <AuthTabs
          label={t('auth.tabs')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'sign-in', label: t('auth.tab.signIn'), panel: <SignInForm redirectTarget={target} /> },
            { id: 'sign-up', label: t('auth.tab.signUp'), panel: <SignUpForm redirectTarget={target} /> },
          ]}
        />
      </Card>
    </section>
  );
}
