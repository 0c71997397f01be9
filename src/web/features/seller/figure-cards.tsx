import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/class-names';

export type Figure = { label: string; value: string; detail?: ReactNode };

/** A row of headline figures, each a card: the number large, what it is under it, and a line more where it helps. */
export function FigureCards({ figures, heading, headingId }: { figures: readonly Figure[]; heading: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <dl className={cn('grid grid-cols-2 gap-3', figures.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {figures.map((figure) => (
          <Card key={figure.label} className="flex min-w-0 flex-col p-4">
            <dt className="text-sm font-medium text-stone-700">{figure.label}</dt>
            <dd className="order-first break-words text-xl font-bold text-stone-900 sm:text-3xl">{figure.value}</dd>
            {figure.detail && <dd className="mt-1 text-sm text-stone-700">{figure.detail}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}
