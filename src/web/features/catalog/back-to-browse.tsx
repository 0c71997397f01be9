import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { pathOf } from '@domain/site/pages';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

/** The way back from a product to Browse, above its photos (and its skeleton). */
export function BackToBrowse() {
  const { t } = useI18n();
  return (
    <Link to={pathOf('browse')} className={cn(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('catalog.backToBrowse')}
    </Link>
  );
}
