import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/class-names';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} />;
}

/** "Loading..." for screen readers, beside placeholders that only the eye can read. */
export function LoadingNote() {
  const { t } = useI18n();
  return (
    <p role="status" className="sr-only">
      {t('state.loading')}
    </p>
  );
}

/** A list on its way: `count` grey rows of `rowClassName`'s height, heard as "Loading...". */
export function SkeletonList({
  count = 3,
  rowClassName,
  className = 'mt-6 space-y-4',
}: {
  count?: number;
  rowClassName: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <LoadingNote />
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}
