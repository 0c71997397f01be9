import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazySlot } from '../components/lazy-slot';
import { MarkInteractive } from '../components/mark-interactive';
import { CardIconsDefinition } from '../components/card-icons';
import { FiveStarsDefinition } from '../components/rating';
import { LoadingState } from '../components/ui/page-state';
import { RenderErrorBoundary } from '../features/errors/render-error-boundary';
import { Toaster } from '../components/ui/toast';
import { useI18n } from '../lib/i18n';
import { DocumentTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { ConnectionBanner } from './connection-banner';
import { DemoMarketBanner } from './demo-market-banner';
import { Footer } from './footer';
import { Header } from './header';
import { UpdateBanner } from './update-banner';

// Only signed-in users may need the first-run wizard: its host comes after the first screen, for them alone.
const OnboardingHost = lazy(async () => ({ default: (await import('../features/onboarding/onboarding-host')).OnboardingHost }));
// Orders kept on the phone while the link was down (decision 058): sent, and their outcome told, on any page.
const WaitingOrdersHost = lazy(async () => ({ default: (await import('../features/orders/waiting-orders')).WaitingOrdersHost }));

export function Layout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { user } = useSession();

  // Another page starts at its top. The page the browser opened keeps its place: the reader may have scrolled (and
  // be about to tap) before the app started, and a reload comes back where it was.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <DemoMarketBanner />
      <Header />
      {user && (
        <LazySlot fallback={null}>
          <WaitingOrdersHost />
        </LazySlot>
      )}
      <main id="main" className="flex-1">
        {/* The server wrote the first page's title; this keeps it right as the reader moves or switches language. */}
        <DocumentTitle>
          {/* A page that fails to render is replaced, the header and footer kept; moving to another page clears it. */}
          <RenderErrorBoundary resetKey={pathname}>
            {/* As tall as the screen, so the footer does not jump when the page arrives. */}
            <Suspense fallback={<LoadingState fullHeight />}>
              <Outlet />
              {/* After the page, in its boundary: set once the page itself is hydrated, not just the header around it. */}
              <MarkInteractive />
            </Suspense>
          </RenderErrorBoundary>
        </DocumentTitle>
      </main>
      <Footer />
      <FiveStarsDefinition />
      <CardIconsDefinition />
      <ConnectionBanner />
      <UpdateBanner />
      <Toaster closeLabel={t('toast.close')} regionLabel={t('toast.region')} />
      {user && (
        <LazySlot fallback={null}>
          <OnboardingHost />
        </LazySlot>
      )}
    </div>
  );
}
