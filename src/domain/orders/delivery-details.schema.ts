import { z } from 'zod';
import { districts } from '../catalog/districts';

/**
 * The delivery details a buyer chose to keep with their account (the last ones remembered at checkout), read by
 * the next checkout to fill in its form. The phone number is stored normalised (`+94XXXXXXXXX`).
 */
export const deliveryDetailsSchema = z.object({
  deliveryAddress: z.string(),
  district: z.enum(districts),
  phoneNumber: z.string(),
});
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/** What GET /api/me/delivery-details answers: the signed-in buyer's own, or null when nothing is kept. */
export const keptDeliveryDetailsSchema = z.object({ deliveryDetails: deliveryDetailsSchema.nullable() });
export type KeptDeliveryDetails = z.infer<typeof keptDeliveryDetailsSchema>;

/** Where the signed-in buyer's kept details are read (GET) and forgotten (DELETE): no id, so nobody names another's. */
export const deliveryDetailsPath = '/api/me/delivery-details';
