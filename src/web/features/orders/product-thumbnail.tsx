import { Sprout } from 'lucide-react';
import { cn } from '@web/lib/class-names';

/** A product's cover in a list line, or a neutral placeholder; decorative, since the title sits beside it. */
export function ProductThumbnail({ url, size = 'md' }: { url: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-12 w-12' : 'h-16 w-16 sm:h-20 sm:w-20';
  if (!url) {
    return (
      <div aria-hidden="true" className={cn(box, 'flex shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-500')}>
        <Sprout className="h-6 w-6" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={size === 'sm' ? 48 : 80}
      height={size === 'sm' ? 48 : 80}
      loading="lazy"
      decoding="async"
      className={cn(box, 'shrink-0 rounded-md bg-stone-100 object-cover')}
    />
  );
}
