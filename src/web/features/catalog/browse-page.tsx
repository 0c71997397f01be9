import { useI18n } from '../../lib/i18n';

/** The search, filters and results of Browse arrive with the catalog; the route and its heading stand now. */
export default function BrowsePage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('catalog.browseTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('catalog.browseIntro')}</p>
    </section>
  );
}
