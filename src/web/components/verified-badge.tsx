import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

/**
 * "Verified seller" (decision 064): an operator checked the seller's NIC and phone number. Its drawing is inline (a
 * badge with a tick, as Lucide's badge-check) so public pages load no icon chunk for it; the description is the title
 * for a pointer and read after the label by a screen reader.
 */
export function VerifiedSellerBadge({ className }: { className?: string }) {
  const { t } = useI18n();
  const description = t('catalog.verified.description');
  return (
    <span
      title={description}
      className={cn(
        'relative z-10 inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      {t('catalog.verified.label')}
      <span className="sr-only">: {description}</span>
    </span>
  );
}
