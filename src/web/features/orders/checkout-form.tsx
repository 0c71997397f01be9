import { Banknote } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { districtNames, districtsByName } from '@domain/catalog/taxonomy-names';
import { cartSubtotalCents, type CartItem } from '@domain/orders/cart';
import { orderTextLimits, placeOrderSchema, type Order } from '@domain/orders/order.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { outboxAvailable } from '@web/lib/order-outbox';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { useForgetDeliveryDetails } from './api/forget-delivery-details';
import { useDeliveryDetails } from './api/get-delivery-details';
import { usePlaceOrder } from './api/place-order';
import { keyAfterFailure, newIdempotencyKey } from './idempotency-key';
import { describeOrderError } from './order-error-message';
import { keepOrderForLater } from './waiting-orders';

/** Where to deliver and how to reach the buyer; placing the order with the server's own rules checked first. */
export function CheckoutForm({
  cart,
  onPlaced,
  onKept,
}: {
  cart: readonly CartItem[];
  onPlaced(order: Order): void;
  /** The link was down: the order is kept on the phone, to be sent when it returns (lib/order-outbox). */
  onKept(): void;
}) {
  const { t, language } = useI18n();
  const { money } = useFormat();
  const placeOrder = usePlaceOrder();
  const { values, field, form, setValue, check, showServerErrors } = useForm({
    initial: { deliveryAddress: '', district: '', phoneNumber: '', notes: '' },
    messages: { district: t('orders.checkout.error.district'), phoneNumber: t('orders.checkout.error.phone') },
  });
  const deliveryDetails = useDeliveryDetails();
  const kept = deliveryDetails.data?.deliveryDetails ?? null;
  const { user } = useSession();
  const forget = useForgetDeliveryDetails();
  // Ticked by default: the next checkout starts filled in. Unticked, what was kept stays as it was.
  const [remember, setRemember] = useState(true);
  const prefilled = useRef(false);

  // The details kept with the account fill the form once, unless the buyer has already begun typing their own;
  // with none kept, the account's confirmed mobile number is the phone to call (still editable, for a delivery to
  // someone else).
  useEffect(() => {
    if (!deliveryDetails.isSuccess || prefilled.current) return;
    prefilled.current = true;
    if (values.deliveryAddress || values.district || values.phoneNumber) return;
    if (kept) {
      setValue('deliveryAddress', kept.deliveryAddress);
      setValue('district', kept.district);
      setValue('phoneNumber', formatSriLankanPhone(kept.phoneNumber));
    } else if (user?.phoneNumber) {
      setValue('phoneNumber', formatSriLankanPhone(user.phoneNumber));
    }
  }, [deliveryDetails.isSuccess, kept, user, values, setValue]);

  function forgetKept() {
    forget.mutate(undefined, {
      onSuccess() {
        // What is in the form stays for this order; it is no longer kept for the next one unless ticked again.
        setRemember(false);
        toast({ title: t('orders.checkout.forgottenTitle'), description: t('orders.checkout.forgottenText') });
      },
      onError: () => toast({ title: t('orders.checkout.forgetFailed'), variant: 'destructive' }),
    });
  }
  // One key per checkout attempt: a retry after a lost answer sends the same key, so the server
  // answers with the order it may already have made instead of making a second one.
  const idempotencyKey = useRef(newIdempotencyKey());
  const sending = useRef(false);

  const districtOptions = useMemo(
    () => districtsByName[language].map((district) => ({ value: district, name: districtNames[district][language] })),
    [language],
  );

  function placeTheOrder() {
    // A second press before the first answer is ignored (the button is disabled too, one render later).
    if (sending.current) return;
    if (!values.deliveryAddress.trim() || !values.phoneNumber.trim()) {
      toast({ title: t('orders.checkout.missingTitle'), description: t('orders.checkout.missingText'), variant: 'destructive' });
    }
    // The server's own order schema, with the cart's lines: what passes here is what it accepts.
    const order = check(
      placeOrderSchema,
      {
        ...values,
        rememberDelivery: remember,
        idempotencyKey: idempotencyKey.current,
        items: cart.map((item) => ({ productId: item.id, quantity: item.quantity, expectedPriceCents: item.priceCents })),
      },
      // A cart line the schema refuses (a cart stored by an older version, say): said, not silently ignored.
      () => toast({ title: t('orders.checkout.failedTitle'), description: t('orders.checkout.failedText'), variant: 'destructive' }),
    );
    if (!order) return;
    sending.current = true;
    const keep = () => {
      if (!user) return false;
      void keepOrderForLater({ userId: user.id, order, items: [...cart] }).then(onKept, () => {
        sending.current = false;
        toast({ title: t('orders.checkout.failedTitle'), description: t('orders.checkout.failedText'), variant: 'destructive' });
      });
      return true;
    };
    // Known to be offline: kept at once, rather than a request that can only fail.
    if (!navigator.onLine && outboxAvailable() && keep()) return;
    placeOrder.mutate(order, {
      onSuccess: onPlaced,
      onError(error) {
        // The link dropped on the way (the order may even have arrived): kept with the same key, sent again later.
        if (error instanceof ApiRequestError && error.status === 0 && outboxAvailable() && keep()) return;
        sending.current = false;
        idempotencyKey.current = keyAfterFailure(idempotencyKey.current, error);
        showServerErrors(error);
        toast({
          title: t('orders.checkout.failedTitle'),
          description: describeOrderError(error, t, t('orders.checkout.failedText')),
          variant: 'destructive',
        });
      },
    });
  }

  const busy = placeOrder.isPending;
  return (
    <form {...form(placeTheOrder)} aria-busy={busy || undefined} className="space-y-6 lg:col-span-2">
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t('orders.checkout.deliveryTitle')}</h2>
        <p className="mt-1 text-sm text-stone-600">{t('orders.checkout.requiredNote')}</p>
        <div className="mt-4 space-y-4">
          <TextareaField
            {...field('deliveryAddress')}
            label={t('orders.checkout.address')}
            required
            autoComplete="street-address"
            placeholder={t('orders.checkout.addressPlaceholder')}
            maxLength={orderTextLimits.deliveryAddress}
            className="min-h-24"
          />
          <SelectField {...field('district')} label={t('orders.checkout.district')} required>
            <option value="">{t('orders.checkout.districtPlaceholder')}</option>
            {districtOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <InputField
            {...field('phoneNumber')}
            type="tel"
            label={t('orders.checkout.phone')}
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="077 123 4567"
            hint={t('orders.checkout.phoneHint')}
          />
          <TextareaField
            {...field('notes')}
            label={t('orders.checkout.notes')}
            placeholder={t('orders.checkout.notesPlaceholder')}
            maxLength={orderTextLimits.notes}
            className="min-h-24"
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-900">
            <input
              type="checkbox"
              name="rememberDelivery"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            {t('orders.checkout.remember')}
          </label>
          {kept && (
            <div className="flex flex-col gap-2 rounded-md bg-stone-50 p-3 text-sm text-stone-700 sm:flex-row sm:items-center sm:justify-between">
              <p>{t('orders.checkout.keptNote')}</p>
              <Button type="button" variant="outline" size="sm" onClick={forgetKept} disabled={forget.isPending} className="shrink-0">
                {t('orders.checkout.forget')}
              </Button>
            </div>
          )}
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
