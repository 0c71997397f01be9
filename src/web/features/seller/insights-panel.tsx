import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';

/** One of the dashboard's panels: a titled card with a line saying what it counts. */
export function InsightsPanel({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Card className="h-full p-4 sm:p-5">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{intro}</p>
        {children}
      </Card>
    </section>
  );
}
