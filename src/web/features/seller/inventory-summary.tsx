import { lowStockThreshold } from '@domain/catalog/limits';
import type { InventoryItem } from '@domain/catalog/product.schema';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { stockLevelOf, type StockLevel } from '@domain/catalog/stock-level';

/** The inventory's counters, of active products only. */
export function InventorySummary({ products }: { products: readonly InventoryItem[] }) {
  const { t } = useI18n();
  const { count: formatCount } = useFormat();
  const active = products.filter((product) => product.status === 'active');
  const count = (level: StockLevel) => active.filter((product) => stockLevelOf(product.quantity) === level).length;
  const counters = [
    { label: t('seller.inventory.totalActive'), value: active.length, tone: 'text-stone-900' },
    { label: t('seller.stock.in'), value: count('in'), tone: 'text-green-800' },
    {
      label: t('seller.stock.low'),
      value: count('low'),
      tone: 'text-amber-800',
      hint: t('seller.inventory.lowStockHint', { max: lowStockThreshold }),
    },
    { label: t('seller.stock.out'), value: count('out'), tone: 'text-red-800' },
  ];
  return (
    <section aria-labelledby="inventory-summary" className="mt-6">
      <h2 id="inventory-summary" className="sr-only">
        {t('seller.inventory.summary')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="flex flex-col p-4">
            <dt className="text-sm font-medium text-stone-700">
              {counter.label}
              {counter.hint && <span className="block text-xs font-normal text-stone-600">{counter.hint}</span>}
            </dt>
            <dd className={cn('order-first text-3xl font-bold', counter.tone)}>{formatCount(counter.value)}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
