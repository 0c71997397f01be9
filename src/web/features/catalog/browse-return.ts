import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * What a card opened from Browse hands its product page (in the history entry, not the address): the list's
 * address (search, filters, order, page, view) and the product, so Back to Browse returns to the list as it was,
 * scrolled to that product's card. Kept by the browser with the entry, so it survives a reload of the product page.
 */
export type BrowseReturn = { browseSearch: string; productId: string };

/** What Back to Browse hands Browse: the card to bring into view once the list is drawn. */
export type CardToShow = { showProduct: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readBrowseReturn(state: unknown): BrowseReturn | null {
  if (!isRecord(state) || typeof state.browseSearch !== 'string' || typeof state.productId !== 'string') return null;
  // Only an address's query belongs here: anything else is not ours.
  if (state.browseSearch !== '' && !state.browseSearch.startsWith('?')) return null;
  return { browseSearch: state.browseSearch, productId: state.productId };
}

function readCardToShow(state: unknown): string | null {
  return isRecord(state) && typeof state.showProduct === 'string' ? state.showProduct : null;
}

/**
 * Brings the card of the product Back to Browse came from into view (and gives its link the focus, so a keyboard
 * continues from there) once `drawn` says the list is on the page. A frame later, so the layout's move to the top
 * of a newly opened page comes first.
 */
export function useShowCardReturnedTo(drawn: boolean) {
  const { state, key } = useLocation();
  const productId = readCardToShow(state);

  useEffect(() => {
    if (!productId || !drawn) return;
    const frame = requestAnimationFrame(() => {
      const card = document.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(productId)}"]`);
      if (!card) return;
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [productId, drawn, key]);
}
