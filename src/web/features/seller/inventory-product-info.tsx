import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { InventoryItem } from '@domain/catalog/product.schema';
import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { pathOf } from '@domain/site/pages';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { stockLevelOf, type StockLevel } from '@domain/catalog/stock-level';

const stockLabel = { in: 'seller.stock.in', low: 'seller.stock.low', out: 'seller.stock.out' } as const;

const stockBadge: Record<StockLevel, string> = {
  in: 'bg-green-100 text-green-800',
  low: 'bg-amber-100 text-amber-900',
  out: 'bg-red-100 text-red-800',
};

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

/** An inventory row's product: its cover, name (a link to its page), category, district, status and stock. */
export function InventoryProductInfo({ product }: { product: InventoryItem }) {
  const { t, language } = useI18n();
  const level = stockLevelOf(product.quantity);
  return (
    <div className="flex min-w-0 gap-3 lg:flex-1">
      {product.coverUrl ? (
        <img
          src={product.coverThumbUrl ?? product.coverUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-stone-100">
          <ImageOff aria-hidden="true" className="h-6 w-6 text-stone-500" />
        </div>
      )}
      <div className="min-w-0">
        <h3 className="break-words font-semibold text-stone-900">
          <Link
            to={pathOf('product', { id: product.id })}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          {categoryNames[product.category][language]} · {districtNames[product.district][language]}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {product.status === 'draft' && <Badge className="bg-stone-200 text-stone-800">{t('seller.status.draft')}</Badge>}
          {product.status === 'inactive' && <Badge className="bg-stone-700 text-white">{t('seller.status.inactive')}</Badge>}
          <Badge className={stockBadge[level]}>{t(stockLabel[level])}</Badge>
        </div>
      </div>
    </div>
  );
}
