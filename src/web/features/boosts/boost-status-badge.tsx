import { CircleCheck, CirclePause, CirclePlay } from 'lucide-react';
import type { BoostStatus } from '@domain/boosts/boost-limits';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

/** Each pair passes WCAG AA; the word (and the icon) say the status, the colour only helps the eye. */
const looks = {
  active: { classes: 'bg-green-100 text-green-800 ring-green-200', icon: CirclePlay },
  paused: { classes: 'bg-amber-100 text-amber-900 ring-amber-300', icon: CirclePause },
  completed: { classes: 'bg-stone-100 text-stone-800 ring-stone-300', icon: CircleCheck },
} as const;

export function BoostStatusBadge({ status }: { status: BoostStatus }) {
  const { t } = useI18n();
  const { classes, icon: Icon } = looks[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', classes)}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`boosts.status.${status}`)}
    </span>
  );
}
