import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const ClockContext = createContext<number | null>(null);

/** How often relative times ("3 hours ago") are brought up to date. */
const tickMs = 60_000;

/**
 * The time the page's relative times are counted from. A page rendered on the server starts from the moment
 * the server rendered it, so hydration sees the same "Just now"; once in the browser, the clock moves on, never more
 * than a tick behind. A page rendered less than a tick ago keeps its moment until the first tick: moving the clock as
 * the app starts would change what every price and date is written with while the page below the layout is still
 * being hydrated, and React would then hydrate and draw it all again at once before the page works (about 0.1 s of a
 * phone's start on Browse).
 */
export function ClockProvider({ start, children }: { start: number; children: ReactNode }) {
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (Date.now() - start >= tickMs) setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [start]);
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** Milliseconds since 1970, as the page's clock has them. */
export function useNow(): number {
  const now = useContext(ClockContext);
  if (now === null) throw new Error('useNow must be used within a ClockProvider');
  return now;
}
