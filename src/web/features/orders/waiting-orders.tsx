import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartSubtotalCents, maxCartLines, type CartItem } from '@domain/orders/cart';
import type { PlaceOrder } from '@domain/orders/order.schema';
import { pathOf } from '@domain/site/pages';
import { Button, ButtonLink } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { readCart, writeCart } from '@web/lib/cart';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useOnline } from '@web/lib/online';
import {
  forgetWaitingOrder,
  keepWaitingOrder,
  onOutboxChange,
  readOutbox,
  sendWaitingOrders,
  type WaitingOrder,
} from '@web/lib/order-outbox';
import { sendOrdersWhenOnline } from '@web/lib/service-worker';
import { useSession } from '@web/lib/session';
import { orderListQueryKey } from './api/get-orders';
import { describeOrderError } from './order-error-message';

/** How often a page with an order waiting tries again while the browser believes it has a link (a server down, say). */
const retryEveryMs = 30_000;

/** Keeps an order placed without the network on the phone, and asks the browser to send it when the link returns. */
export async function keepOrderForLater({ userId, order, items }: { userId: string; order: PlaceOrder; items: CartItem[] }) {
  await keepWaitingOrder({ userId, order, items, savedAt: Date.now() });
  await sendOrdersWhenOnline();
}

/** The account's kept orders, as they change here, in another tab or in the worker. */
function useWaitingOrders(userId: string): WaitingOrder[] {
  const [orders, setOrders] = useState<WaitingOrder[]>([]);
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    const read = () => {
      void readOutbox().then((all) => {
        if (current) setOrders(all.filter((order) => order.userId === userId));
      });
    };
    read();
    const stop = onOutboxChange(() => {
      read();
      // An order may have been placed meanwhile: My Orders shows it.
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
    });
    return () => {
      current = false;
      stop();
    };
  }, [userId, queryClient]);
  return orders;
}

/** While orders wait: sent now if there is a link, again when it returns, and every half minute meanwhile. */
function useSendingWhileWaiting(waiting: number) {
  const online = useOnline();
  useEffect(() => {
    if (!online || waiting === 0) return;
    void sendWaitingOrders();
    const timer = setInterval(() => void sendWaitingOrders(), retryEveryMs);
    return () => clearInterval(timer);
  }, [online, waiting]);
}

/**
 * Mounted by the layout for a signed-in buyer: says what became of each order kept on the phone (waiting, placed,
 * refused with the reason and what to do), in a live region, and sends those still waiting.
 */
export function WaitingOrdersHost() {
  const { user } = useSession();
  if (!user) return null;
  return <WaitingOrders userId={user.id} />;
}

function WaitingOrders({ userId }: { userId: string }) {
  const orders = useWaitingOrders(userId);
  useSendingWhileWaiting(orders.filter((order) => !order.outcome).length);
  return (
    <div role="status" className="mx-auto w-full max-w-6xl space-y-3 px-4 [&:not(:empty)]:pt-4">
      {orders.map((order) => (
        <WaitingOrderNotice key={order.order.idempotencyKey} order={order} userId={userId} />
      ))}
    </div>
  );
}

const noticeClasses = 'rounded-lg border bg-white p-4 text-sm text-stone-800 shadow-sm';

function WaitingOrderNotice({ order, userId }: { order: WaitingOrder; userId: string }) {
  const { t } = useI18n();
  const { money } = useFormat();
  const navigate = useNavigate();
  const total = money(cartSubtotalCents(order.items));
  const forget = () => void forgetWaitingOrder(order.order.idempotencyKey);
  const { outcome } = order;

  if (!outcome) return <p className={`${noticeClasses} border-stone-300`}>{t('orders.waiting.pending', { total })}</p>;

  if ('placed' in outcome) {
    return (
      <div className={`${noticeClasses} border-brand-700`}>
        <p className="font-medium text-stone-900">{t('orders.waiting.placed', { total })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <ButtonLink to={pathOf('orderConfirmation', { id: outcome.placed.orderId })} size="sm" onClick={forget}>
            {t('orders.waiting.seeOrder')}
          </ButtonLink>
          <Button variant="outline" size="sm" onClick={forget}>
            {t('orders.waiting.dismiss')}
          </Button>
        </div>
      </div>
    );
  }

  const reason = describeOrderError(new ApiRequestError(outcome.refused.status, outcome.refused.error), t, t('orders.checkout.failedText'));
  // Its products go back beside whatever the cart holds now; the cart's check then points out what changed.
  async function backToCart() {
    const cart = readCart(userId);
    const missing = order.items.filter((item) => !cart.some((line) => line.id === item.id));
    writeCart(userId, [...cart, ...missing].slice(0, maxCartLines));
    await forgetWaitingOrder(order.order.idempotencyKey);
    void navigate(pathOf('cart'));
  }
  return (
    <div className={`${noticeClasses} border-red-700`}>
      <p className="font-medium text-stone-900">{t('orders.waiting.refused', { total, reason })}</p>
      <p className="mt-1">{t('orders.waiting.whatToDo')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void backToCart()}>
          {t('orders.waiting.backToCart')}
        </Button>
        <Button variant="outline" size="sm" onClick={forget}>
          {t('orders.waiting.dismiss')}
        </Button>
      </div>
    </div>
  );
}
