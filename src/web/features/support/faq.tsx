import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { faqIds, type FaqId } from '@domain/support/support.schema';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

/** The help centre's questions: one answer open at a time, and the open one closes on a second click. */
export function Faq() {
  const { t } = useI18n();
  const baseId = useId();
  const [openId, setOpenId] = useState<FaqId | null>(null);

  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="text-2xl font-bold text-stone-900">
        {t('support.faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {faqIds.map((id) => {
          const open = openId === id;
          const questionId = `${baseId}-${id}-question`;
          const answerId = `${baseId}-${id}-answer`;
          return (
            <div key={id}>
              <h3>
                <button
                  type="button"
                  id={questionId}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenId(open ? null : id)}
                  className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6"
                >
                  {t(`support.faq.${id}.question`)}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('h-5 w-5 shrink-0 text-stone-600 transition-transform', open && 'rotate-180')}
                  />
                </button>
              </h3>
              <div id={answerId} role="region" aria-labelledby={questionId} hidden={!open} className="px-4 pb-4 text-stone-700 sm:px-6">
                {t(`support.faq.${id}.answer`)}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
