import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { perUnitNames } from '@domain/catalog/taxonomy-names';
import { maxPerOrderOf } from '@domain/catalog/limits';
import { cappedQuantity, lineLimitOf, type CartItem, type QuantityCap } from '@domain/orders/cart';
import { Button } from '@web/components/ui/button';
import { removeCartItem, setCartQuantity } from '@web/lib/cart';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { ProductThumbnail } from './product-thumbnail';
import { pathOf } from '@domain/site/pages';

/** One product in the cart: its photo, price and quantity, and a warning when it cannot be ordered. */
export function CartLine({ item, userId, own }: { item: CartItem; userId: string; own: boolean }) {
  const { t, language } = useI18n();
  const { money, quantity } = useFormat();
  return (
    <article className={cn('p-4', own && 'bg-red-50')}>
      <div className="flex gap-3 sm:gap-4">
        <ProductThumbnail url={item.image} />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold text-stone-900">
            <Link
              to={pathOf('product', { id: item.id })}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {item.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-700">
            {money(item.priceCents)} {perUnitNames[item.unit][language]}
          </p>
          <p className="text-sm text-stone-600">{t('orders.cart.available', { quantity: quantity(item.availableQuantity, item.unit) })}</p>
          {maxPerOrderOf(item) < item.availableQuantity && (
            <p className="text-sm text-stone-600">{t('orders.cart.maxPerOrder', { quantity: quantity(maxPerOrderOf(item), item.unit) })}</p>
          )}
          {own && (
            <p className="mt-1 flex items-start gap-1 text-sm font-medium text-red-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {t('orders.cart.ownProduct')}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => removeCartItem(userId, item.id)}
          aria-label={t('orders.cart.removeLabel', { title: item.title })}
          title={t('orders.cart.remove')}
          className="-mr-2 -mt-2 shrink-0 text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {/* Under the product on a phone, lined up with its text on wider screens. */}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:pl-24">
        <QuantityStepper item={item} userId={userId} />
        <p className="font-semibold text-stone-900">
          <span className="sr-only">{t('orders.cart.lineTotal')} </span>
          {money(item.priceCents * item.quantity)}
        </p>
      </div>
    </article>
  );
}

/**
 * Minus (disabled at 1) and plus (disabled at what is available, or at the product's limit per order).
 * The number between them can also be typed, since pressing plus fifty times for 50 kg of rice is no way to
 * shop; it is capped the same way.
 */
function QuantityStepper({ item, userId }: { item: CartItem; userId: string }) {
  const { t } = useI18n();
  const { quantity: quantityOf } = useFormat();
  const limit = lineLimitOf(item);
  const [text, setText] = useState(String(item.quantity));
  // Why the box holds less than was typed; cleared by the next change.
  const [cappedBy, setCappedBy] = useState<QuantityCap | null>(null);
  useEffect(() => {
    setText(String(item.quantity));
  }, [item.quantity]);

  function commit(value: string) {
    const wanted = Number(value);
    if (!/^\d+$/.test(value.trim()) || wanted < 1) {
      setText(String(item.quantity));
      return;
    }
    // The box shows what will be ordered and charged, even when the line already held the most it may.
    const held = cappedQuantity(item, wanted);
    // Leaving the box after Enter commits the same number again: the reason just given stays.
    if (held.cappedBy === null && held.quantity === item.quantity) return;
    setCartQuantity(userId, item.id, held.quantity);
    setText(String(held.quantity));
    setCappedBy(held.cappedBy);
  }

  function step(quantity: number) {
    setCappedBy(null);
    setCartQuantity(userId, item.id, quantity);
  }

  const stepButton = 'h-10 w-10 rounded-none';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <div className="flex items-center overflow-hidden rounded-md border border-stone-400 bg-white">
          <Button
            variant="ghost"
            size="icon"
            className={stepButton}
            disabled={item.quantity <= 1}
            onClick={() => step(item.quantity - 1)}
            aria-label={t('orders.cart.decrease', { title: item.title })}
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </Button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            step={1}
            value={text}
            aria-label={t('orders.cart.quantityOf', { title: item.title })}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={(event) => commit(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event.currentTarget.value);
            }}
            className="h-10 w-14 border-x border-stone-300 text-center text-base text-stone-900 [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <Button
            variant="ghost"
            size="icon"
            className={stepButton}
            disabled={item.quantity >= limit}
            onClick={() => step(item.quantity + 1)}
            aria-label={t('orders.cart.increase', { title: item.title })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        <span className="text-sm text-stone-700">{t(`seller.unit.${item.unit}`)}</span>
      </div>
      <p role="status" className="text-sm font-medium text-amber-900">
        {cappedBy && t(`orders.cart.capped.${cappedBy}`, { quantity: quantityOf(item.quantity, item.unit) })}
      </p>
    </div>
  );
}
