import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { ButtonLink } from './ui/button';
import { LoadingState, MessagePage } from './ui/page-state';
import { pathOf } from '@domain/site/pages';

export function signInPath(redirect: string): string {
  return `${pathOf('auth')}?redirect=${encodeURIComponent(redirect)}`;
}

/** Pages the spec sends straight to /auth when signed out (the seller area). */
export function RedirectUnlessSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}

/** Pages the spec answers with "Please log in …" and a Log In button when signed out (cart, orders). */
export function PromptUnlessSignedIn({ message, children }: { message: string; children: ReactNode }) {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) {
    return (
      <MessagePage title={message}>
        <ButtonLink to={signInPath(location.pathname + location.search)}>{t('action.logIn')}</ButtonLink>
      </MessagePage>
    );
  }
  return children;
}
