import type { NotificationContent } from '@domain/notifications/notification.schema';
import type { Db } from '@server/db/client';
import { recordNotifications } from '@server/modules/notifications/notifications.service';

let sequence = 0;

/** A seller's "new order" notice, as the orders service writes it. */
export function newOrderContent(
  overrides: Partial<Extract<NotificationContent, { kind: 'new_order' }>['params']> = {},
): NotificationContent {
  sequence += 1;
  return {
    kind: 'new_order',
    params: {
      orderId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      productTitle: `Tomatoes ${sequence}`,
      quantity: 3,
      unit: 'kg',
      itemCount: 1,
      buyerDistrict: 'kandy',
      ...overrides,
    },
  };
}

/** Records notifications through the real code path: `recordNotifications` inside a transaction, announced on commit. */
export async function recordTestNotifications(db: Db, list: { userId: string; content?: NotificationContent }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await recordNotifications(
      tx,
      list.map(({ userId, content }) => ({ userId, content: content ?? newOrderContent() })),
    );
  });
}

/** The product a notification is about, for tests that record only notifications about products. */
export function titleOf(notification: Pick<NotificationContent, 'params'>): string {
  const { params } = notification;
  if (!('productTitle' in params)) throw new Error('this notification is about no product');
  return params.productTitle;
}
