import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { districts, type District } from '@domain/catalog/districts';
import { districtNames, districtsByName } from '@domain/catalog/taxonomy-names';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/**
 * The districts whose Browse searches may show the boost, ticked in a list that stays folded until opened (25 boxes
 * would push the Launch button far down a phone); none ticked: everywhere. The group itself is named `districts`
 * and can take focus, so a wrong choice brings the reader to it even while the list is folded.
 */
export function BoostDistrictChoice({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly District[];
  error?: string | undefined;
  onChange(chosen: District[]): void;
}) {
  const { t, language } = useI18n();
  const { count } = useFormat();
  const id = useId();
  // In the reader's alphabet, as Browse lists them, so a district is found where the reader expects it.
  const sorted = districtsByName[language];

  function toggle(district: District, ticked: boolean) {
    onChange(districts.filter((candidate) => (candidate === district ? ticked : chosen.includes(candidate))));
  }

  return (
    <fieldset
      name="districts"
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="space-y-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <legend className="text-sm font-medium text-stone-800">{t('boosts.form.districts')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('boosts.form.districtsHint')}
      </p>
      <details className="group rounded-md border border-stone-400 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700">
          {chosen.length === 0
            ? t('boosts.form.districtsEverywhere')
            : t('boosts.form.districtsChosen', { count: chosen.length, districts: count(chosen.length) })}
          <ChevronDown aria-hidden="true" className="ml-auto h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-stone-200 px-3 py-2">
          <div className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 lg:grid-cols-3">
            {sorted.map((district) => (
              <label key={district} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
                <input
                  type="checkbox"
                  checked={chosen.includes(district)}
                  onChange={(event) => toggle(district, event.currentTarget.checked)}
                  className="h-4 w-4 shrink-0 accent-brand-700"
                />
                {districtNames[district][language]}
              </label>
            ))}
          </div>
          {chosen.length > 0 && (
            // Not a fixed-height button: in Tamil the words take two lines on a phone.
            <button type="button" className={cn(textLinkClasses, 'my-2 text-left text-sm')} onClick={() => onChange([])}>
              {t('boosts.form.districtsClear')}
            </button>
          )}
        </div>
      </details>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
