import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';

/** Four stat cards loading, and `rows` list rows under them. */
export function StatCardsSkeleton({ rows = 0 }: { rows?: number }) {
  const { t } = useI18n();
  return (
    <div className="mt-6">
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      {rows > 0 && (
        <div className="mt-8 space-y-3">
          {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      )}
    </div>
  );
}
