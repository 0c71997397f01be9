import { z } from 'zod';
import { categories } from '../catalog/categories';

/** The home page's statistics banner and category counts, all counted from the database. */
export const marketStatsSchema = z.object({
  members: z.number().int(),
  sellers: z.number().int(),
  activeProducts: z.number().int(),
  productsByCategory: z.record(z.enum(categories), z.number().int()),
});
export type MarketStats = z.infer<typeof marketStatsSchema>;
