import { Handshake, Languages, Smartphone, Sprout, Target, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';
import { pathOf } from '@domain/site/pages';

const values: { id: string; title: MessageKey; text: MessageKey; icon: LucideIcon }[] = [
  { id: 'direct', title: 'about.values.direct.title', text: 'about.values.direct.text', icon: Handshake },
  { id: 'access', title: 'about.values.access.title', text: 'about.values.access.text', icon: Smartphone },
  { id: 'language', title: 'about.values.language.title', text: 'about.values.language.text', icon: Languages },
];

export default function AboutPage() {
  const { t } = useI18n();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('about.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{t('about.intro')}</p>
      </header>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <AboutSection id="about-concept" icon={Sprout} title={t('about.concept.title')} text={t('about.concept.text')} />
        <AboutSection id="about-mission" icon={Target} title={t('about.mission.title')} text={t('about.mission.text')} />
      </div>

      <section aria-labelledby="about-values" className="mt-12">
        <h2 id="about-values" className="text-2xl font-bold text-stone-900">
          {t('about.values.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {values.map(({ id, title, text, icon: Icon }) => (
            <li key={id} className="rounded-lg border border-stone-200 bg-white p-5">
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-stone-900">{t(title)}</h3>
              <p className="mt-1 text-sm text-stone-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-12">
        <Card className="p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <Users aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <h2 id="about-team" className="text-2xl font-bold text-stone-900">
              {t('about.team.title')}
            </h2>
          </div>
          <p className="mt-4 text-stone-700">{t('about.team.text')}</p>
          <p className="mt-3 text-stone-700">
            {t('about.team.contact')}{' '}
            <Link to={pathOf('support')} className="font-medium text-brand-800 underline hover:text-brand-900">
              {t('about.team.contactLink')}
            </Link>
          </p>
        </Card>
      </section>

      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={pathOf('browse')} size="lg">
          {t('about.cta.browse')}
        </ButtonLink>
        <ButtonLink to={pathOf('sellerDashboard')} size="lg" variant="outline">
          {t('about.cta.sell')}
        </ButtonLink>
      </div>
    </article>
  );
}

function AboutSection({ id, icon: Icon, title, text }: { id: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full p-6">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <h2 id={id} className="mt-4 text-xl font-bold text-stone-900">
          {title}
        </h2>
        <p className="mt-2 text-stone-700">{text}</p>
      </Card>
    </section>
  );
}
