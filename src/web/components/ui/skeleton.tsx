import { cn } from '@web/lib/class-names';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} />;
}
