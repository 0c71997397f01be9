import { useEffect, useState, useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { cn } from '@web/lib/class-names';

type Toast = { id: number; title: string; description?: string | undefined; variant: 'default' | 'destructive' };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const displayMs = 5000;

function emit() {
  for (const listener of listeners) listener();
}

function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a short message in the corner; screen readers hear it through a live region. One at a time: a newer
 * message replaces the one on screen, so an earlier complaint (a missing field, since filled in) never stands
 * beside a later, different one as if both still held.
 */
export function toast(input: { title: string; description?: string | undefined; variant?: Toast['variant'] }) {
  const created: Toast = { id: nextId++, variant: 'default', ...input };
  toasts = [created];
  emit();
  setTimeout(() => dismissToast(created.id), displayMs);
}

const pendingKey = 'govi.toast';

/** For a toast that must survive the full page load that follows it (sign-in, sign-up). */
export function toastAfterReload(input: Parameters<typeof toast>[0]) {
  sessionStorage.setItem(pendingKey, JSON.stringify(input));
}

function showPendingToast() {
  const pending = sessionStorage.getItem(pendingKey);
  if (!pending) return;
  sessionStorage.removeItem(pendingKey);
  try {
    toast(JSON.parse(pending) as Parameters<typeof toast>[0]);
  } catch {
    // A damaged entry is dropped: it was only a greeting.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  useEffect(showPendingToast, []);
  return (
    <div
      aria-live="polite"
      role="region"
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {current.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(true);
  }, []);
  return (
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg transition-opacity',
        shown ? 'opacity-100' : 'opacity-0',
        item.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900',
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="mt-1 text-sm">{item.description}</p>}
      </div>
      <button type="button" aria-label={closeLabel} onClick={() => dismissToast(item.id)} className="rounded p-1 hover:bg-black/10">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
