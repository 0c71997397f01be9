import { Link } from 'react-router';
import { marketYear } from '@domain/dates';
import { pathOf } from '@domain/site/pages';
import { useNow } from '../lib/clock';
import { useI18n } from '../lib/i18n';

export function Footer() {
  const { t } = useI18n();
  const now = useNow();
  const columns = [
    {
      title: t('footer.marketplace'),
      links: [
        { to: pathOf('browse'), label: t('nav.browse') },
        { to: pathOf('sellerDashboard'), label: t('footer.sell') },
      ],
    },
    { title: t('footer.company'), links: [{ to: pathOf('about'), label: t('nav.about') }] },
    { title: t('footer.help'), links: [{ to: pathOf('support'), label: t('nav.support') }] },
  ];
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('app.name')}</p>
          <p className="mt-2 text-sm text-stone-300">{t('footer.tagline')}</p>
          <p className="mt-2 text-sm text-stone-300">{t('footer.payment')}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-6 items-center text-sm text-stone-300 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">{t('footer.rights', { year: marketYear(now) })}</p>
    </footer>
  );
}
