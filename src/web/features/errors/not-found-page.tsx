import { ButtonLink } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
