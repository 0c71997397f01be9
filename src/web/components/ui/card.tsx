import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/class-names';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-lg border border-stone-200 bg-white shadow-sm', className)} {...props} />;
}
