import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useCartCount } from '../lib/cart';
import { cn } from '../lib/class-names';
import { useI18n } from '../lib/i18n';
import { pathOf } from '@domain/site/pages';

/** The header's cart button with its item-count badge (shown to signed-in users only). */
export function CartLink({ userId }: { userId: string }) {
  const { t } = useI18n();
  const count = useCartCount(userId);
  return (
    <Link
      to={pathOf('cart')}
      aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
      className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {count}
        </span>
      )}
    </Link>
  );
}
