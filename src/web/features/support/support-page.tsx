import { Clock, Mail } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { ContactForm } from './contact-form';
import { Faq } from './faq';

export default function SupportPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('support.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{t('support.intro')}</p>
      </header>

      <div className="mt-12">
        <Faq />
      </div>

      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <SupportHours />
      </div>
    </div>
  );
}

function SupportHours() {
  const { t } = useI18n();
  // Without mail a message is only stored, for whoever runs the market to read: no reply time can be promised.
  const { mailEnabled } = useSiteSettings();
  return (
    <section aria-labelledby="support-hours" className="h-fit rounded-lg border border-brand-100 bg-brand-50 p-6">
      <div className="flex items-center gap-2">
        <Clock aria-hidden="true" className="h-5 w-5 text-brand-800" />
        <h2 id="support-hours" className="text-xl font-bold text-stone-900">
          {t('support.hours.title')}
        </h2>
      </div>
      <p className="mt-4 font-medium text-stone-900">{t('support.hours.days')}</p>
      <p className="text-stone-700">{t('support.hours.time')}</p>
      <p className="mt-4 flex items-start gap-2 text-stone-700">
        <Mail aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-800" />
        {mailEnabled ? t('support.hours.response') : t('support.hours.responseKept')}
      </p>
    </section>
  );
}
