import { ArrowLeft, Banknote } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { districts, isDistrict } from '@domain/catalog/districts';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { localeOf } from '@domain/i18n/languages';
import { cartSubtotalCents, type CartItem } from '@domain/orders/cart';
import { orderTextLimits, type Order } from '@domain/orders/order.schema';
import { normalizeSriLankanPhone } from '@domain/phone';
import { pageHeads } from '@domain/site/page-heads';
import { PromptUnlessSignedIn } from '@web/components/sign-in-required';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import { MessagePage } from '@web/components/ui/page-state';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { clearCart } from '@web/lib/cart';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { usePlaceOrder } from './api/place-order';
import { CartChanges } from './cart-changes';
import { keyAfterFailure, newIdempotencyKey } from './idempotency-key';
import { describeOrderError } from './order-error-message';
import { ProductThumbnail } from './product-thumbnail';
import { OrderTotals } from './order-totals';
import { useCheckedCart } from './use-checked-cart';
import { pathOf } from '@domain/site/pages';

const fields = ['deliveryAddress', 'district', 'phoneNumber', 'notes'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export default function CheckoutPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.checkoutSignIn')}>
      <Checkout />
    </PromptUnlessSignedIn>
  );
}

function Checkout() {
  const { t, language } = useI18n();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const checked = useCheckedCart(userId);
  const { cart, changes } = checked;
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);

  function handlePlaced(order: Order) {
    // Marked first, so emptying the cart does not send the buyer back to /cart on the way to the confirmation.
    setPlaced(true);
    clearCart(userId);
    toast({ title: t('orders.checkout.placedTitle'), description: t('orders.checkout.placedText') });
    void navigate(pathOf('orderConfirmation', { id: order.id }));
  }

  if (placed) return null;
  // Spec: an empty cart goes back to /cart, unless the check just emptied it: then say why here.
  if (cart.length === 0) {
    if (changes.length === 0) return <Navigate to={pathOf('cart')} replace />;
    return (
      <div className="mx-auto max-w-xl px-4 pt-8">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
        <MessagePage title={t('orders.cartEmpty')}>
          <ButtonLink to={pathOf('browse')}>{t('orders.continueShopping')}</ButtonLink>
        </MessagePage>
      </div>
    );
  }
  // The buyer's own products are pointed out in the cart, where they can be removed.
  if (checked.ownItemIds.size > 0) return <Navigate to={pathOf('cart')} replace />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ButtonLink to={pathOf('cart')} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('orders.checkout.backToCart')}
      </ButtonLink>
      <h1 className="mt-2 text-3xl font-bold">{pageHeads[language].checkout.title}</h1>
      <div className="mt-6">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <CheckoutForm cart={cart} onPlaced={handlePlaced} />
        <OrderSummary cart={cart} />
      </div>
    </section>
  );
}

function CheckoutForm({ cart, onPlaced }: { cart: readonly CartItem[]; onPlaced(order: Order): void }) {
  const { t, language } = useI18n();
  const { money } = useFormat();
  const placeOrder = usePlaceOrder();
  const [values, setValues] = useState<Values>({ deliveryAddress: '', district: '', phoneNumber: '', notes: '' });
  const [errors, setErrors] = useState<Errors>({});
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  // One key per checkout attempt: a retry after a lost answer sends the same key, so the server
  // answers with the order it may already have made instead of making a second one.
  const idempotencyKey = useRef(newIdempotencyKey());
  const sending = useRef(false);

  const districtOptions = useMemo(
    () =>
      [...districts]
        .map((district) => ({ value: district, name: districtNames[district][language] }))
        .sort((a, b) => a.name.localeCompare(b.name, localeOf[language])),
    [language],
  );

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: Errors) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  }

  function validate(): Errors {
    const found: Errors = {};
    const address = values.deliveryAddress.trim();
    const phone = values.phoneNumber.trim();
    if (!address) found.deliveryAddress = t('orders.checkout.error.required');
    else if (address.length > orderTextLimits.deliveryAddress) {
      found.deliveryAddress = t('orders.checkout.error.tooLong', { max: orderTextLimits.deliveryAddress });
    }
    if (!isDistrict(values.district)) found.district = t('orders.checkout.error.district');
    if (!phone) found.phoneNumber = t('orders.checkout.error.required');
    else if (!normalizeSriLankanPhone(phone)) found.phoneNumber = t('orders.checkout.error.phone');
    if (values.notes.trim().length > orderTextLimits.notes)
      found.notes = t('orders.checkout.error.tooLong', { max: orderTextLimits.notes });
    return found;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press before the first answer is ignored (the button is disabled too, one render later).
    if (sending.current) return;
    const found = validate();
    if (!values.deliveryAddress.trim() || !values.phoneNumber.trim()) {
      toast({ title: t('orders.checkout.missingTitle'), description: t('orders.checkout.missingText'), variant: 'destructive' });
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    sending.current = true;
    placeOrder.mutate(
      {
        idempotencyKey: idempotencyKey.current,
        items: cart.map((item) => ({ productId: item.id, quantity: item.quantity, expectedPriceCents: item.priceCents })),
        deliveryAddress: values.deliveryAddress.trim(),
        district: values.district as (typeof districts)[number],
        phoneNumber: values.phoneNumber.trim(),
        notes: values.notes.trim() || null,
      },
      {
        onSuccess: onPlaced,
        onError(error) {
          sending.current = false;
          idempotencyKey.current = keyAfterFailure(idempotencyKey.current, error);
          const fieldErrors = fieldErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          toast({
            title: t('orders.checkout.failedTitle'),
            description: describeOrderError(error, t, t('orders.checkout.failedText')),
            variant: 'destructive',
          });
        },
      },
    );
  }

  /** The server's field paths on a 400, for the fields of this form. */
  function fieldErrorsOf(error: unknown): Errors {
    if (!(error instanceof ApiRequestError) || error.error.code !== 'validation_failed') return {};
    const found: Errors = {};
    for (const { path } of error.error.fields ?? []) {
      const field = fields.find((name) => path === name);
      if (field === 'phoneNumber') found.phoneNumber = t('orders.checkout.error.phone');
      else if (field === 'district') found.district = t('orders.checkout.error.district');
      else if (field) found[field] = t('orders.checkout.error.invalid');
    }
    return found;
  }

  const busy = placeOrder.isPending;
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy || undefined} className="space-y-6 lg:col-span-2">
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t('orders.checkout.deliveryTitle')}</h2>
        <p className="mt-1 text-sm text-stone-600">{t('orders.checkout.requiredNote')}</p>
        <div className="mt-4 space-y-4">
          <TextareaField
            ref={(element) => void (controls.current.deliveryAddress = element)}
            name="deliveryAddress"
            label={t('orders.checkout.address')}
            required
            autoComplete="street-address"
            placeholder={t('orders.checkout.addressPlaceholder')}
            maxLength={orderTextLimits.deliveryAddress}
            className="min-h-24"
            value={values.deliveryAddress}
            error={errors.deliveryAddress}
            onChange={(event) => change('deliveryAddress', event.currentTarget.value)}
          />
          <SelectField
            ref={(element) => void (controls.current.district = element)}
            name="district"
            label={t('orders.checkout.district')}
            required
            value={values.district}
            error={errors.district}
            onChange={(event) => change('district', event.currentTarget.value)}
          >
            <option value="">{t('orders.checkout.districtPlaceholder')}</option>
            {districtOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <InputField
            ref={(element) => void (controls.current.phoneNumber = element)}
            name="phoneNumber"
            type="tel"
            label={t('orders.checkout.phone')}
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="077 123 4567"
            hint={t('orders.checkout.phoneHint')}
            value={values.phoneNumber}
            error={errors.phoneNumber}
            onChange={(event) => change('phoneNumber', event.currentTarget.value)}
          />
          <TextareaField
            ref={(element) => void (controls.current.notes = element)}
            name="notes"
            label={t('orders.checkout.notes')}
            placeholder={t('orders.checkout.notesPlaceholder')}
            maxLength={orderTextLimits.notes}
            className="min-h-24"
            value={values.notes}
            error={errors.notes}
            onChange={(event) => change('notes', event.currentTarget.value)}
          />
        </div>
      </Card>

      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t('orders.checkout.paymentTitle')}</h2>
        <div className="mt-3 flex items-start gap-3 rounded-md border border-brand-700 bg-brand-50 p-3">
          <Banknote aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" />
          <div>
            <p className="font-medium text-stone-900">{t('orders.cashOnDelivery')}</p>
            <p className="text-sm text-stone-700">{t('orders.checkout.paymentText')}</p>
          </div>
        </div>
      </Card>

      {/* The total beside the button: on a phone the summary is further down the page. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-bold text-stone-900">
          {t('orders.total')}: {money(cartSubtotalCents(cart))}
        </p>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? t('orders.checkout.placing') : t('orders.checkout.place')}
        </Button>
      </div>
    </form>
  );
}

function OrderSummary({ cart }: { cart: readonly CartItem[] }) {
  const { t } = useI18n();
  const { money } = useFormat();
  const subtotal = cartSubtotalCents(cart);
  return (
    <Card className="h-fit p-5 lg:sticky lg:top-20">
      <h2 className="text-lg font-semibold">{t('orders.summary')}</h2>
      <ul className="mt-4 space-y-3">
        {cart.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <ProductThumbnail url={item.image} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm font-medium text-stone-900">{item.title}</p>
              <p className="text-sm text-stone-600">
                {t('orders.priceTimesQuantity', { price: money(item.priceCents), quantity: item.quantity })}
              </p>
            </div>
            <p className="text-sm font-semibold text-stone-900">{money(item.priceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals subtotalCents={subtotal} className="mt-4 border-t border-stone-200 pt-4" />
      <p className="mt-3 text-sm text-stone-600">{t('orders.checkout.totalNote')}</p>
    </Card>
  );
}
