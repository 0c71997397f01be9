import { Lightbulb } from 'lucide-react';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/** Advice, not rules (those are boostLimits): what has worked for most products on the market. */
const suggested = { lowCents: 1_500_00, highCents: 4_500_00, fewestDays: 3, mostDays: 7 } as const;

export function BoostTips({ className }: { className?: string }) {
  const { t } = useI18n();
  const { money, count } = useFormat();
  return (
    <section aria-labelledby="boost-tips" className={cn('rounded-lg border border-amber-200 bg-amber-50 p-4 sm:p-6', className)}>
      <h2 id="boost-tips" className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="h-5 w-5 text-amber-800" />
        {t('boosts.tips.heading')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-800">
        <li>
          {t('boosts.tips.budget', {
            low: money(suggested.lowCents, 'ifAny'),
            high: money(suggested.highCents, 'ifAny'),
            from: count(suggested.fewestDays),
            to: count(suggested.mostDays),
          })}
        </li>
        <li>{t('boosts.tips.description')}</li>
        <li>{t('boosts.tips.districts')}</li>
        <li>{t('boosts.tips.watch')}</li>
      </ul>
    </section>
  );
}
