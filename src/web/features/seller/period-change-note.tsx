import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { periodChange } from './sales-figures';

const tones = { up: 'text-green-800', down: 'text-red-800', same: 'text-stone-700', new: 'text-brand-800' } as const;

/** "↑ 25% vs the previous period" under a figure; nothing when neither period had any. */
export function PeriodChangeNote({ current, previous }: { current: number; previous: number }) {
  const { t } = useI18n();
  const { percent } = useFormat();
  const change = periodChange(current, previous);
  if (change.direction === 'none') return null;
  const text =
    change.direction === 'up' || change.direction === 'down'
      ? t(`seller.change.${change.direction}`, { percent: percent(change.share) })
      : t(`seller.change.${change.direction}`);
  return <span className={cn('font-medium', tones[change.direction])}>{text}</span>;
}
