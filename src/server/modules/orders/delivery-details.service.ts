import type { DeliveryDetails, KeptDeliveryDetails } from '@domain/orders/delivery-details.schema';
import type { Db } from '@server/db/client';
import { deleteDeliveryDetails, selectDeliveryDetails, upsertDeliveryDetails } from './delivery-details.repository';

/** The details the user kept, for their next checkout; only ever the signed-in user's own. */
export async function getDeliveryDetails(db: Db, userId: string): Promise<KeptDeliveryDetails> {
  return { deliveryDetails: (await selectDeliveryDetails(db, userId)) ?? null };
}

/** Called by checkout inside its transaction, so details are kept exactly when the order is placed. */
export async function rememberDeliveryDetails(db: Db, userId: string, details: DeliveryDetails): Promise<void> {
  await upsertDeliveryDetails(db, userId, details);
}

/** Forgets what was kept (the orders placed keep their own copy); forgetting nothing is not an error. */
export async function forgetDeliveryDetails(db: Db, userId: string): Promise<void> {
  await deleteDeliveryDetails(db, userId);
}
