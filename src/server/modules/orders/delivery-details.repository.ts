import { eq, sql } from 'drizzle-orm';
import type { DeliveryDetails } from '@domain/orders/delivery-details.schema';
import type { Db } from '@server/db/client';
import { deliveryDetails } from '@server/db/schema/delivery-details';

export async function selectDeliveryDetails(db: Db, userId: string): Promise<DeliveryDetails | undefined> {
  const [row] = await db
    .select({
      deliveryAddress: deliveryDetails.deliveryAddress,
      district: deliveryDetails.district,
      phoneNumber: deliveryDetails.phoneNumber,
    })
    .from(deliveryDetails)
    .where(eq(deliveryDetails.userId, userId));
  return row;
}

/** Keeps these details for the user, replacing what was kept: one statement, so two checkouts at once both succeed. */
export async function upsertDeliveryDetails(db: Db, userId: string, details: DeliveryDetails): Promise<void> {
  await db
    .insert(deliveryDetails)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: deliveryDetails.userId, set: { ...details, updatedAt: sql`now()` } });
}

export async function deleteDeliveryDetails(db: Db, userId: string): Promise<void> {
  await db.delete(deliveryDetails).where(eq(deliveryDetails.userId, userId));
}
