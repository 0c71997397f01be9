import type { ReactNode } from 'react';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/class-names';

/** "Loading..." for a page or section whose data is on its way; screen readers hear it. */
export function LoadingState({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useI18n();
  return (
    <div role="status" className={cn('mx-auto max-w-7xl px-4 py-16 text-center text-stone-600', fullHeight && 'min-h-screen')}>
      {t('state.loading')}
    </div>
  );
}

/** A page that is one message and one way on: "Your cart is empty", "Order not found", … */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-6 flex flex-col items-center gap-4">{children}</div>
    </section>
  );
}
