import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { matchPage, pageTitle } from '../../domain/site/pages';
import { LoadingState } from '../components/ui/page-state';
import { Toaster } from '../components/ui/toast';
import { useI18n } from '../lib/i18n';
import { Footer } from './footer';
import { Header } from './header';

export function Layout() {
  const { t } = useI18n();
  const { pathname } = useLocation();

  // The server wrote the English title; this keeps it in the reader's language as they move around.
  useEffect(() => {
    document.title = pageTitle(t(`page.${matchPage(pathname).id}`));
    window.scrollTo(0, 0);
  }, [pathname, t]);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        {/* As tall as the screen, so the footer does not jump when the page arrives. */}
        <Suspense fallback={<LoadingState fullHeight />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster closeLabel={t('toast.close')} regionLabel={t('toast.region')} />
    </div>
  );
}
