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

/** Pages that send a signed-out visitor straight to /auth (the seller area). */
export function RedirectUnlessSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}

/** Pages that answer a signed-out visitor with "Please log in …" and a Log In button (cart, orders). */
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
