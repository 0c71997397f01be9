import { z } from 'zod';
import { categories } from './categories';

/** A product as a card shows it (home Featured, browse results). */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  unit: z.string(),
  category: z.enum(categories),
  district: z.string(),
  town: z.string().nullable(),
  quantity: z.number().int(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const featuredProductsSchema = z.object({ products: z.array(productCardSchema) });
