import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pathOf } from '@domain/site/pages';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useHydrated } from '@web/lib/hydration';
import { useI18n } from '@web/lib/i18n';
import { readBrowseReturn, type CardToShow } from './browse-return';

/**
 * The way back from a product to Browse, above its photos (and its skeleton): to the list it was opened from, as it
 * was and at its card, when a card in Browse opened it; else to Browse's first page. What the card handed over is
 * known to the browser alone, so the server's page and its hydration link to Browse's first page.
 */
export function BackToBrowse() {
  const { t } = useI18n();
  const { state } = useLocation();
  const hydrated = useHydrated();
  const from = hydrated ? readBrowseReturn(state) : null;
  return (
    <Link
      to={{ pathname: pathOf('browse'), search: from?.browseSearch ?? '' }}
      state={from ? ({ showProduct: from.productId } satisfies CardToShow) : undefined}
      className={cn(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('catalog.backToBrowse')}
    </Link>
  );
}
