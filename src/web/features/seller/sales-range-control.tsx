import { CalendarRange } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { isDay, maxRangeDays, rangePresets, salesRangeQuerySchema, type DayRange, type RangePreset } from '@domain/seller/sales-range';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField } from '@web/components/ui/field';
import { useForm } from '@web/lib/form';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

type RangeControlProps = {
  preset: RangePreset | null;
  range: DayRange;
  onPreset(preset: RangePreset): void;
  onRange(range: DayRange): void;
  /** More choices beside the range (Analytics' interval). */
  children?: ReactNode;
};

/** The range a seller page shows: the last 7, 30 or 90 days with one press, or any from–to of Colombo days. */
export function SalesRangeControl({ preset, range, onPreset, onRange, children }: RangeControlProps) {
  const { t } = useI18n();
  const { day, count } = useFormat();
  return (
    <Card className="mt-6 p-4">
      <section aria-labelledby="sales-range-heading" className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="sales-range-heading" className="sr-only">
          {t('seller.range.label')}
        </h2>
        <div role="group" aria-label={t('seller.range.presets')} className="flex flex-wrap gap-2">
          {rangePresets.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={preset === days ? 'primary' : 'outline'}
              aria-pressed={preset === days}
              onClick={() => onPreset(days)}
            >
              {t('seller.range.lastDays', { count: days, days: count(days) })}
            </Button>
          ))}
        </div>
        {/* A new range resets what was typed: the fields always start from the range on screen. */}
        <CustomRangeForm key={`${range.from}:${range.to}`} range={range} onRange={onRange} />
        {children}
      </section>
      <p aria-live="polite" className="mt-3 flex items-center gap-2 text-sm text-stone-700">
        <CalendarRange aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('seller.range.showing', { from: day(range.from), to: day(range.to) })}
      </p>
    </Card>
  );
}

/** A from–to of the seller's own: checked with the same rules the server applies to a range. */
function CustomRangeForm({ range, onRange }: { range: DayRange; onRange(range: DayRange): void }) {
  const { t } = useI18n();
  const { count } = useFormat();
  const { values, field, form, check, setValue, showErrors } = useForm<'from' | 'to'>({
    initial: { from: range.from, to: range.to },
    // An end that is a day is wrong only against the other end: after it, or too far from it.
    messages: {
      from: (): string => (isDay(values.from) ? t('seller.range.error.order') : t('seller.range.error.day')),
      to: (): string => (isDay(values.to) ? t('seller.range.error.tooLong', { days: count(maxRangeDays) }) : t('seller.range.error.day')),
    },
  });

  function submit() {
    const chosen = check(salesRangeQuerySchema);
    if (chosen) onRange(chosen);
  }

  /** A change to either end may settle what was wrong between the two, so both errors go. */
  function changeOf(end: 'from' | 'to') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setValue(end, event.currentTarget.value);
      showErrors({});
    };
  }

  return (
    <form {...form(submit)} aria-label={t('seller.range.custom')} className="grid grid-cols-2 items-start gap-3 sm:flex sm:items-start">
      <InputField {...field('from')} onChange={changeOf('from')} type="date" label={t('seller.range.from')} className="sm:w-44" />
      <InputField {...field('to')} onChange={changeOf('to')} type="date" label={t('seller.range.to')} className="sm:w-44" />
      <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1 sm:mt-6">
        {t('seller.range.apply')}
      </Button>
    </form>
  );
}
