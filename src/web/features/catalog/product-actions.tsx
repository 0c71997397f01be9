import { Pencil, ShoppingCart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { maxPerOrderOf } from '@domain/catalog/limits';
import { lineLimitOf, maxCartLines } from '@domain/orders/cart';
import { signInPath } from '@web/components/sign-in-required';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { addProductToCart, readCart } from '@web/lib/cart';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { pathOf } from '@domain/site/pages';

/**
 * Adds one to the cart (toast 'Added to Cart'); disabled and labelled 'Out of Stock' at 0. A visitor is
 * sent to sign in and brought back here; a seller cannot buy their own product, and is told why.
 */
export function AddToCart({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const inStock = product.quantity > 0;
  const own = product.isOwner;

  function handleAdd() {
    if (!user) {
      void navigate(signInPath(location.pathname + location.search));
      return;
    }
    const before = readCart(user.id);
    const inCart = before.find((item) => item.id === product.id);
    const { added } = addProductToCart(user.id, {
      id: product.id,
      title: product.title,
      priceCents: product.priceCents,
      unit: product.unit,
      sellerId: product.sellerId,
      image: product.coverThumbUrl ?? product.coverUrl,
      availableQuantity: product.quantity,
      maxPerOrder: product.maxPerOrder,
    });
    if (added) {
      toast({ title: t('orders.added.title'), description: t('orders.added.text', { title: product.title }) });
    } else if (!inCart && before.length >= maxCartLines) {
      toast({
        title: t('orders.added.cartFullTitle'),
        description: t('orders.added.cartFullText', { max: maxCartLines }),
        variant: 'destructive',
      });
    } else if (lineLimitOf({ availableQuantity: product.quantity, maxPerOrder: product.maxPerOrder }) < product.quantity) {
      const limit = maxPerOrderOf(product);
      toast({
        title: t('orders.added.limitInCartTitle'),
        description: t('orders.added.limitInCartText', { title: product.title, count: limit, unit: t(`seller.unit.${product.unit}`) }),
      });
    } else {
      toast({
        title: t('orders.added.allInCartTitle'),
        description: t('orders.added.allInCartText', { title: product.title, count: product.quantity }),
      });
    }
  }

  return (
    <div>
      <Button
        size="lg"
        disabled={!inStock || own}
        onClick={handleAdd}
        aria-describedby={own && inStock ? 'own-product-note' : undefined}
        className="w-full sm:w-auto"
      >
        <ShoppingCart aria-hidden="true" className="h-5 w-5" />
        {inStock ? t('catalog.product.addToCart') : t('catalog.outOfStock')}
      </Button>
      {own && inStock && (
        <p id="own-product-note" className="mt-2 text-sm text-stone-700">
          {t('orders.added.ownProduct')}
        </p>
      )}
    </div>
  );
}

/** What only the seller sees: whether the listing is public, and the way to change it. */
export function OwnerBar({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const hidden = product.status !== 'active';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      {hidden && (
        <>
          <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
            {product.status === 'draft' ? t('catalog.product.draft') : t('catalog.product.inactive')}
          </span>
          <p className="text-sm text-stone-800">{t('catalog.product.ownerOnly')}</p>
        </>
      )}
      <ButtonLink to={pathOf('editProduct', { id: product.id })} variant="outline" size="sm" className="ml-auto">
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('catalog.product.edit')}
      </ButtonLink>
    </div>
  );
}
