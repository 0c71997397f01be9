import { Component, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydration';

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * A place for a part loaded after the first screen: `fallback` while it loads, and also if it cannot be loaded
 * (a dropped connection, or files replaced by a new release), so a missing part never takes the page down.
 * A page rendered on the server holds the fallback there, and until the browser has hydrated it.
 */
export function LazySlot({ fallback, children }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <FailedLoadFallback fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailedLoadFallback>
  );
}

class FailedLoadFallback extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
