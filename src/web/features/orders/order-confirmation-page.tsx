import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { districtNames } from '@domain/catalog/taxonomy-names';
import type { Order } from '@domain/orders/order.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { useConfirmDialog } from '@web/components/confirm-dialog';
import { QueryState } from '@web/components/query-state';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { PromptUnlessSignedIn } from '@web/components/sign-in-required';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState, MessagePage } from '@web/components/ui/page-state';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useCancelOrder } from './api/cancel-order';
import { isMissingOrder, useOrder } from './api/get-order';
import { describeOrderError } from './order-error-message';
import { OrderItemLine } from './order-item-line';
import { pathOf } from '@domain/site/pages';

export default function OrderConfirmationPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.orderSignIn')}>
      <OrderLookup />
    </PromptUnlessSignedIn>
  );
}

function OrderLookup() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const order = useOrder(id);
  // A 401 signs the viewer out, and the sign-in prompt takes this page's place.
  const signedOut = order.error instanceof ApiRequestError && order.error.status === 401;
  const failedOtherwise = order.isError && !isMissingOrder(order.error) && !signedOut;

  useEffect(() => {
    // Any other failure to load is logged and the buyer goes home (docs/product-rules.md#failures).
    if (failedOtherwise) console.warn('The order could not be loaded', order.error);
  }, [failedOtherwise, order.error]);

  return (
    <QueryState
      query={order}
      failed={
        signedOut ? (
          <LoadingState />
        ) : failedOtherwise ? (
          <Navigate to={pathOf('home')} replace />
        ) : (
          // Unknown, someone else's, or not an order id: the server says only "not found".
          <MessagePage title={t('orders.orderNotFound')}>
            <ButtonLink to={pathOf('home')}>{t('orders.goHome')}</ButtonLink>
          </MessagePage>
        )
      }
    >
      {(data) => <OrderDetails order={data} />}
    </QueryState>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t, language } = useI18n();
  const { money, dateTime } = useFormat();
  const cancelled = order.status === 'cancelled';
  const Icon = cancelled ? XCircle : order.status === 'pending' ? Clock : CheckCircle2;

  const details: { label: string; value: ReactNode }[] = [
    { label: t('orders.details.orderId'), value: <span className="break-all font-mono text-sm">{order.id}</span> },
    { label: t('orders.details.status'), value: <OrderStatusBadge status={order.status} /> },
    { label: t('orders.total'), value: <span className="font-semibold">{money(order.totalCents)}</span> },
    { label: t('orders.details.paymentMethod'), value: t('orders.cashOnDelivery') },
    { label: t('orders.details.orderDate'), value: <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time> },
    { label: t('orders.details.deliveryAddress'), value: <span className="whitespace-pre-line break-words">{order.deliveryAddress}</span> },
    { label: t('orders.details.district'), value: districtNames[order.district][language] },
    { label: t('orders.details.phone'), value: formatSriLankanPhone(order.phoneNumber) },
    ...(order.notes
      ? [{ label: t('orders.details.notes'), value: <span className="whitespace-pre-line break-words">{order.notes}</span> }]
      : []),
  ];

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-col items-center text-center">
        <Icon aria-hidden="true" className={cancelled ? 'h-14 w-14 text-red-700' : 'h-14 w-14 text-brand-700'} />
        {/* The heading says where the order stands, as the status badge below does: placed is not yet confirmed. */}
        <h1 className="mt-3 text-3xl font-bold">{t(`orders.confirmation.title.${order.status}`)}</h1>
        {order.status !== 'cancelled' && <p className="mt-2 text-stone-700">{t(`orders.confirmation.intro.${order.status}`)}</p>}
      </div>

      <Card className="mt-8 p-5">
        <h2 className="text-lg font-semibold">{t('orders.details.title')}</h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm text-stone-600">{detail.label}</dt>
              <dd className="mt-0.5 text-stone-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold">{t('orders.details.items')}</h2>
        <ul className="mt-3 divide-y divide-stone-200">
          {order.items.map((item) => (
            <li key={item.id} className="py-3">
              <OrderItemLine orderId={order.id} item={item} />
            </li>
          ))}
        </ul>
      </Card>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to={pathOf('browse')}>{t('orders.continueShopping')}</ButtonLink>
        <ButtonLink to={pathOf('orders')} variant="outline">
          {t('orders.confirmation.viewAll')}
        </ButtonLink>
        {order.canCancel && <CancelOrderButton order={order} />}
      </div>
    </section>
  );
}

/** The buyer may cancel while no seller has confirmed; the stock goes back on sale. */
function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useI18n();
  const cancel = useCancelOrder();
  const { confirm, dialog } = useConfirmDialog();
  async function handleCancel() {
    if (!(await confirm({ question: t('orders.cancel.confirm'), confirmLabel: t('orders.cancel.button'), destructive: true }))) return;
    cancel.mutate(
      { id: order.id },
      {
        onSuccess() {
          toast({ title: t('orders.cancel.doneTitle'), description: t('orders.cancel.doneText') });
        },
        onError(error) {
          toast({
            title: t('orders.cancel.failedTitle'),
            description: describeOrderError(error, t, t('error.generic')),
            variant: 'destructive',
          });
        },
      },
    );
  }
  return (
    <>
      <Button variant="destructive" disabled={cancel.isPending} onClick={() => void handleCancel()} className="sm:ml-auto">
        {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.button')}
      </Button>
      {dialog}
    </>
  );
}
