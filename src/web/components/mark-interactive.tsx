import { useEffect } from 'react';

/** The attribute <html> carries once React runs the page itself: `/start.js` then replays what was done before, and the browser tests wait for it. */
const interactiveAttribute = 'data-interactive';

/**
 * Says the page runs. Rendered after the page, inside the boundary it hydrates in (the layout's Suspense; or in place
 * of a page that failed): React hydrates that boundary after the header and footer, and input given back to a page
 * not yet hydrated made React draw it afresh, without what was typed.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute(interactiveAttribute, '');
  }, []);
  return null;
}
