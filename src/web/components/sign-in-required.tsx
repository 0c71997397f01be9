import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { ButtonLink } from './ui/button';

export function signInPath(redirect: string): string {
  return `/auth?redirect=${encodeURIComponent(redirect)}`;
}

function Checking() {
  const { t } = useI18n();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600">
      {t('state.loading')}
    </div>
  );
}

/** Pages the spec sends straight to /auth when signed out (the seller area). */
export function RedirectUnlessSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Checking />;
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}

/** Pages the spec answers with "Please log in …" and a Log In button when signed out (cart, orders). */
export function PromptUnlessSignedIn({ message, children }: { message: string; children: ReactNode }) {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Checking />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{message}</h1>
        <ButtonLink to={signInPath(location.pathname + location.search)} className="mt-6">
          {t('action.logIn')}
        </ButtonLink>
      </section>
    );
  }
  return children;
}
