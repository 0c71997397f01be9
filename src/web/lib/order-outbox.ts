import type { ApiError } from '@domain/api/api-error';
import type { CartItem } from '@domain/orders/cart';
import type { PlaceOrderInput } from '@domain/orders/order.schema';
import { cacheNames } from './service-worker-protocol';

/**
 * Orders placed without the network (decision 058): kept on the phone with their idempotency key, and sent when the
 * link returns, by the open page or by the service worker's Background Sync, whichever comes first. Both run this
 * module: the orders are kept in Cache Storage, which pages and the worker share, and sent under one lock, so an
 * order is sent by one of them at a time and never again once it has an answer. The server's idempotency key makes
 * a send whose answer was lost safe to repeat.
 */
export type WaitingOrder = {
  /** The account it was placed from: it is sent only while that account is signed in. */
  userId: string;
  /** As it is sent; its idempotency key also names it in the outbox. */
  order: PlaceOrderInput;
  /** The cart's lines as they were, to show the order and to put them back if it is refused. */
  items: CartItem[];
  savedAt: number;
  outcome?: { placed: { orderId: string } } | { refused: { status: number; error: ApiError['error'] } };
};

/** The Background Sync tag the worker sends waiting orders under. */
export const sendOrdersTag = 'govi-send-orders';
const lockName = 'govi-order-outbox';
const channelName = 'govi-order-outbox';

function addressOf(key: string): string {
  return `/__govi/outbox/${encodeURIComponent(key)}`;
}

/** Cache Storage exists on secure pages (https, localhost) only; elsewhere nothing waits and orders fail as before. */
export function outboxAvailable(): boolean {
  return typeof caches !== 'undefined';
}

function openOutbox(): Promise<Cache> {
  return caches.open(cacheNames.outbox);
}

/** Every kept order, oldest first. */
export async function readOutbox(): Promise<WaitingOrder[]> {
  if (!outboxAvailable()) return [];
  const outbox = await openOutbox();
  const found: WaitingOrder[] = [];
  for (const request of await outbox.keys()) {
    const response = await outbox.match(request);
    if (response) found.push((await response.json()) as WaitingOrder);
  }
  return found.sort((a, b) => a.savedAt - b.savedAt);
}

/** Tells every page (this one too) and the worker that the outbox changed. */
function announceChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/** Keeps an order to be sent when the link returns, or what became of it. */
export async function keepWaitingOrder(order: WaitingOrder): Promise<void> {
  await (await openOutbox()).put(addressOf(order.order.idempotencyKey), Response.json(order));
  announceChange();
}

/** Forgets an order the buyer has been told the outcome of (or one they take back to the cart). */
export async function forgetWaitingOrder(key: string): Promise<void> {
  if (!outboxAvailable()) return;
  await (await openOutbox()).delete(addressOf(key));
  announceChange();
}

/** Calls `listener` whenever the outbox changes, in this page, another tab or the worker. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.addEventListener('message', listener);
  return () => channel.close();
}

/** Runs `work` while no other page or the worker sends; where the browser has no locks, runs it as it is. */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(lockName, work) : await work();
}

/** Answers that say nothing about the order itself: it waits and is sent again later. */
function isPassing(status: number, code: string): boolean {
  return status >= 500 || status === 401 || code === 'rate_limited';
}

async function signedInUserId(): Promise<string | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: { id?: string } } | null;
  return session?.user?.id ?? null;
}

/**
 * Sends every order still waiting that belongs to the account signed in now, and keeps each answer. Returns how many
 * still wait (the link dropped again, the server failed, or another account is signed in).
 */
export function sendWaitingOrders(): Promise<number> {
  if (!outboxAvailable()) return Promise.resolve(0);
  return exclusively(async () => {
    const waiting = (await readOutbox()).filter((order) => !order.outcome);
    if (waiting.length === 0) return 0;
    let left = waiting.length;
    try {
      const userId = await signedInUserId();
      for (const order of waiting) {
        if (order.userId !== userId) continue;
        const response = await fetch('/api/orders', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(order.order),
        });
        const body = (await response.json().catch(() => null)) as { id?: string; error?: ApiError['error'] } | null;
        if (response.ok && typeof body?.id === 'string') {
          await keepWaitingOrder({ ...order, outcome: { placed: { orderId: body.id } } });
          left -= 1;
        } else if (body?.error && !isPassing(response.status, body.error.code)) {
          await keepWaitingOrder({ ...order, outcome: { refused: { status: response.status, error: body.error } } });
          left -= 1;
        }
      }
    } catch {
      // The link is down again: what is left waits for the next time.
    }
    return left;
  });
}
