import { useEffect, useId, useState } from 'react';
import { maxPriceCents } from '@domain/catalog/limits';
import { priceSliderPosition, priceSliderStops } from '@domain/catalog/price-slider';
import { minorUnitDigits, parseMoney } from '@domain/money';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { typedPriceFields } from './use-browse-params';

/** Long enough for a drag or a typed number to settle into one history entry. */
const debounceMs = 500;

type PriceRange = { minPrice: number | null; maxPrice: number | null };

type Draft = { min: string; max: string };

const thumb = [
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6',
  '[&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full',
  '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-700 [&::-webkit-slider-thumb]:shadow',
  'focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-1 focus-visible:[&::-webkit-slider-thumb]:outline-stone-900',
  'disabled:[&::-webkit-slider-thumb]:bg-stone-400',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5',
  '[&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full',
  '[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-700 [&::-moz-range-thumb]:shadow',
  'focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-1 focus-visible:[&::-moz-range-thumb]:outline-stone-900',
  'disabled:[&::-moz-range-thumb]:bg-stone-400',
].join(' ');

// Two range inputs share one track; only their thumbs take the pointer, so either can be dragged.
const rangeInput = cn(
  'pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent outline-none',
  '[&::-moz-range-track]:bg-transparent',
  thumb,
);

const numberInput =
  'h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900 placeholder:text-stone-600 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700';

/**
 * A slider from 0 to the highest active price with a number box for each end, in rupees; the
 * chosen range goes to the address bar in cents once the buyer stops moving it. No bound means
 * none: the top of the slider and an empty Max box both mean "any price". The slider moves between
 * whole-rupee stops that grow with the price (`priceSliderStops`), fine for vegetables and still
 * reaching the dearest tractor; the boxes take any price.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  highestCents,
  onChange,
}: PriceRange & { highestCents: number | undefined; onChange: (range: PriceRange) => void }) {
  const { t } = useI18n();
  const { money } = useFormat();
  const { currency } = useSiteSettings();
  const id = useId();
  const minorPerMajor = 10 ** minorUnitDigits(currency);
  const stops = priceSliderStops(highestCents ?? 0, minorPerMajor);
  const lastStop = stops.length - 1;
  const end = stops[lastStop] ?? 0;

  function toInput(cents: number | null): string {
    return cents === null ? '' : String(cents / minorPerMajor);
  }
  function readDraft(draft: Draft): PriceRange & { valid: boolean } {
    const min = draft.min.trim() === '' ? null : parseMoney(draft.min, currency);
    const max = draft.max.trim() === '' ? null : parseMoney(draft.max, currency);
    const inRange = (cents: number | null) => cents !== null && cents <= maxPriceCents;
    const valid = (draft.min.trim() === '' || inRange(min)) && (draft.max.trim() === '' || inRange(max));
    return { minPrice: min === 0 ? null : min, maxPrice: max, valid };
  }

  const [draft, setDraft] = useState<Draft>({ min: toInput(minPrice), max: toInput(maxPrice) });
  const committed = `${minPrice}:${maxPrice}`;
  const [shownCommitted, setShownCommitted] = useState(committed);
  const chosen = readDraft(draft);

  // The address changed by other means (Clear All, Back): show its range, unless it is what is typed.
  if (committed !== shownCommitted) {
    setShownCommitted(committed);
    if (`${chosen.minPrice}:${chosen.maxPrice}` !== committed) setDraft({ min: toInput(minPrice), max: toInput(maxPrice) });
  }

  const crossed = chosen.minPrice !== null && chosen.maxPrice !== null && chosen.minPrice > chosen.maxPrice;
  const ready = chosen.valid && !crossed;
  const unchanged = chosen.minPrice === minPrice && chosen.maxPrice === maxPrice;

  useEffect(() => {
    if (!ready || unchanged) return;
    const range = { minPrice: chosen.minPrice, maxPrice: chosen.maxPrice };
    const timer = setTimeout(() => onChange(range), debounceMs);
    return () => clearTimeout(timer);
  }, [ready, unchanged, chosen.minPrice, chosen.maxPrice, onChange]);

  const sliderMin = Math.min(chosen.minPrice ?? 0, end);
  const sliderMax = Math.max(Math.min(chosen.maxPrice ?? end, end), sliderMin);
  // A typed price between two stops puts the thumbs just outside it, so the range they show holds it.
  const minPosition = priceSliderPosition(stops, sliderMin, 'down');
  const maxPosition = Math.max(priceSliderPosition(stops, sliderMax, 'up'), minPosition);
  const percent = (position: number) => (lastStop > 0 ? (position / lastStop) * 100 : 0);
  const sliderDisabled = lastStop === 0;
  const wholeMoney = (cents: number) => money(cents, 'ifAny');

  function slideMin(position: number) {
    const cents = Math.min(stops[position] ?? 0, sliderMax);
    setDraft((current) => ({ ...current, min: cents === 0 ? '' : toInput(cents) }));
  }
  function slideMax(position: number) {
    const cents = Math.max(stops[position] ?? end, sliderMin);
    setDraft((current) => ({ ...current, max: cents >= end ? '' : toInput(cents) }));
  }

  return (
    <div className="space-y-4">
      <p aria-hidden="true" className="text-sm font-medium text-stone-800">
        {t('catalog.filters.priceRange', { min: wholeMoney(sliderMin), max: wholeMoney(sliderMax) })}
      </p>
      <div className="relative mx-1 h-6">
        <div className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-stone-300">
          <div
            className={cn('absolute inset-y-0 rounded-full', sliderDisabled ? 'bg-stone-400' : 'bg-brand-700')}
            style={{ left: `${percent(minPosition)}%`, right: `${100 - percent(maxPosition)}%` }}
          />
        </div>
        <input
          type="range"
          aria-label={t('catalog.filters.minPrice')}
          aria-valuetext={wholeMoney(sliderMin)}
          min={0}
          max={lastStop}
          step={1}
          value={minPosition}
          disabled={sliderDisabled}
          onChange={(event) => slideMin(Number(event.currentTarget.value))}
          // The upper half belongs to the minimum thumb when both meet, so neither gets stuck under the other.
          className={cn(rangeInput, minPosition > lastStop / 2 ? 'z-20' : 'z-10')}
        />
        <input
          type="range"
          aria-label={t('catalog.filters.maxPrice')}
          aria-valuetext={wholeMoney(sliderMax)}
          min={0}
          max={lastStop}
          step={1}
          value={maxPosition}
          disabled={sliderDisabled}
          onChange={(event) => slideMax(Number(event.currentTarget.value))}
          className={cn(rangeInput, 'z-10')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-min`} className="block text-sm font-medium text-stone-800">
            {t('catalog.filters.min')}
          </label>
          <input
            id={`${id}-min`}
            name={typedPriceFields.min}
            type="number"
            inputMode="decimal"
            min={0}
            max={maxPriceCents / minorPerMajor}
            step="any"
            placeholder="0"
            value={draft.min}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, min: value }));
            }}
            aria-invalid={crossed || undefined}
            aria-describedby={crossed ? `${id}-error` : undefined}
            className={numberInput}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-max`} className="block text-sm font-medium text-stone-800">
            {t('catalog.filters.max')}
          </label>
          <input
            id={`${id}-max`}
            name={typedPriceFields.max}
            type="number"
            inputMode="decimal"
            min={0}
            max={maxPriceCents / minorPerMajor}
            step="any"
            placeholder={t('catalog.filters.noLimit')}
            value={draft.max}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, max: value }));
            }}
            aria-invalid={crossed || undefined}
            aria-describedby={crossed ? `${id}-error` : undefined}
            className={numberInput}
          />
        </div>
      </div>
      {crossed && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {t('catalog.filters.priceOrder')}
        </p>
      )}
    </div>
  );
}
