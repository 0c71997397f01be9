import { salesIntervals, type SalesInterval } from '@domain/seller/sales-range';
import { SelectField } from '@web/components/ui/field';
import { useI18n } from '@web/lib/i18n';

/** Whether the charts show each day, each week (from Monday) or each month. */
export function IntervalSelect({ value, onChange }: { value: SalesInterval; onChange(interval: SalesInterval): void }) {
  const { t } = useI18n();
  return (
    <div className="sm:w-40">
      <SelectField
        label={t('seller.interval.label')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SalesInterval)}
      >
        {salesIntervals.map((interval) => (
          <option key={interval} value={interval}>
            {t(`seller.interval.${interval}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
