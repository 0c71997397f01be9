import { lowStockThreshold } from './limits';

export type StockLevel = 'in' | 'low' | 'out';

/** The stock label: 0 Out of Stock, 1 to 10 Low Stock, above 10 In Stock. */
export function stockLevelOf(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity <= lowStockThreshold ? 'low' : 'in';
}
