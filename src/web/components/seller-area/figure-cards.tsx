import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/class-names';
import { spansWholeRow } from './figure-layout';

/** `wide`: the value is an amount, which never breaks over two lines, so a phone gives it a whole row. */
type Figure = { label: string; value: string; detail?: ReactNode; wide?: boolean };

/**
 * A row of headline figures, each a card: the number large, what it is under it, and a line more where it helps.
 * Below the widest layout there are two columns: an amount takes a row of its own, and so does a figure that
 * would otherwise sit alone at half width.
 */
export function FigureCards({ figures, heading, headingId }: { figures: readonly Figure[]; heading: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <dl
        className={cn(
          'grid grid-cols-2 gap-3',
          figures.length === 3 ? 'lg:grid-cols-3' : figures.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4',
        )}
      >
        {figures.map((figure, index) => (
          <Card key={figure.label} className={cn('flex min-w-0 flex-col p-4', spansWholeRow(figures, index) && 'col-span-2 lg:col-span-1')}>
            <dt className="text-sm font-medium text-stone-700">{figure.label}</dt>
            <dd className="order-first break-words text-2xl font-bold text-stone-900 sm:text-3xl lg:text-2xl xl:text-3xl">
              {figure.value}
            </dd>
            {figure.detail && <dd className="mt-1 text-sm text-stone-700">{figure.detail}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}
