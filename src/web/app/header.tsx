import { useQueryClient } from '@tanstack/react-query';
import { Bell, Download, Menu, ShoppingCart, Sprout, X } from 'lucide-react';
import { lazy, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { languages, nativeNameOf, type Language } from '@domain/i18n/languages';
import { LazySlot } from '../components/lazy-slot';
import { Button, buttonClasses } from '../components/ui/button';
import { apiFetch } from '../lib/api-client';
import { cn } from '../lib/class-names';
import { messagesReady, useI18n } from '../lib/i18n';
import { useInstallOffer } from '../lib/install-offer';
import { signOut, useSession } from '../lib/session';
import { useAdminSession } from '../features/admin/api/admin';
import { pathOf } from '@domain/site/pages';

// Only signed-in visitors have a cart: its store and rules come after the first screen.
const CartLink = lazy(async () => ({ default: (await import('./cart-link')).CartLink }));

// Only signed-in visitors have a bell: its code, and the rest of the reader's language its texts need, come
// after the first screen, so a first visit downloads none of it.
const NotificationBell = lazy(async () => {
  const [bell] = await Promise.all([import('./notification-bell'), messagesReady()]);
  return { default: bell.NotificationBell };
});

/** Holds the bell's place (same size, not yet a control) for the moment its chunk takes to arrive. */
function BellPlaceholder() {
  return (
    <span aria-hidden="true" className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
      <Bell className="h-5 w-5" />
    </span>
  );
}

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );
}

export function Header() {
  const { t } = useI18n();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const install = useInstallOffer();
  const operator = useAdminSession(user?.id).data?.operator;

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const links = [
    { to: pathOf('browse'), label: t('nav.browse') },
    { to: pathOf('about'), label: t('nav.about') },
    { to: pathOf('support'), label: t('nav.support') },
    ...(user
      ? [
          { to: pathOf('orders'), label: t('nav.myOrders') },
          { to: pathOf('account'), label: t('nav.account') },
          ...(operator ? [{ to: pathOf('admin'), label: t('nav.admin') }] : []),
        ]
      : []),
  ];

  const account = (
    <>
      {install && (
        <Button variant="ghost" size="sm" onClick={() => void install()}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('nav.install')}
        </Button>
      )}
      <NavLink to={pathOf('sellerDashboard')} className={navLinkClasses}>
        {t('nav.dashboard')}
      </NavLink>
      {user ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            // The cart leaves memory on sign-out, so the next person here never sees it (docs/product-rules.md#cart-on-sign-out);
            // the store is loaded once the cart link is.
            void import('../lib/cart')
              .then((cart) => cart.forgetCarts())
              // Not loaded, nothing in memory: signing out goes on.
              .catch(() => undefined);
            void signOut(queryClient);
          }}
        >
          {t('nav.signOut')}
        </Button>
      ) : (
        <Link to={pathOf('auth')} className={buttonClasses({ size: 'sm' })}>
          {t('nav.signIn')}
        </Link>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to={pathOf('home')} aria-label={t('nav.home')} className="mr-2 flex items-center gap-2 text-lg font-bold text-brand-800">
          <Sprout aria-hidden="true" className="h-6 w-6" />
          <span className="whitespace-nowrap">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* A signed-in phone has a cart and a bell beside the menu: there the language switch moves into the menu. */}
          <div className={cn(user && 'hidden sm:block')}>
            <LanguageSwitch />
          </div>
          {user && (
            <>
              <LazySlot
                fallback={
                  <Link to={pathOf('cart')} aria-label={t('nav.cart')} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
                    <ShoppingCart aria-hidden="true" className="h-5 w-5" />
                  </Link>
                }
              >
                <CartLink userId={user.id} />
              </LazySlot>
              <LazySlot fallback={<BellPlaceholder />}>
                <NotificationBell />
              </LazySlot>
            </>
          )}
          <div className="hidden items-center gap-1 md:flex">{account}</div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </Button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 px-4 py-3 md:hidden">
        <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-3">
          {user && (
            <div className="sm:hidden">
              <LanguageSwitch />
            </div>
          )}
          {account}
        </div>
      </div>
    </header>
  );
}

function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  const { user } = useSession();
  async function choose(next: Language) {
    await setLanguage(next);
    // Remembered per user too, so the choice follows them to another device and into e-mails.
    if (user) await apiFetch('/api/auth/preferences', { method: 'POST', body: { language: next } }).catch(() => {});
  }
  return (
    <select
      aria-label={t('nav.language')}
      value={language}
      onChange={(event) => void choose(event.target.value as Language)}
      className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900"
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {nativeNameOf[code]}
        </option>
      ))}
    </select>
  );
}
