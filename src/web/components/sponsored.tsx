import { useCallback, useEffect, useRef } from 'react';
import { sendBeacon } from '@web/lib/beacon';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

/** Shown means at least half of the card in the viewport for a whole second (the usual measure of an ad seen). */
const seenShare = 0.5;
const seenForMs = 1000;

function boostUrl(boostId: string, what: 'impressions' | 'clicks'): string {
  return `/api/boosts/${encodeURIComponent(boostId)}/${what}`;
}

/**
 * Counts a sponsored card: an impression once it has really been seen (not merely rendered below the fold), and a
 * click when it is opened. Give `ref` to the card and `onClick` to its link. The server counts each once per
 * visitor per day; this sends the impression at most once per card shown.
 */
export function useSponsoredCounting<Card extends HTMLElement = HTMLElement>(boostId: string) {
  const ref = useRef<Card | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // The newest of a batch says where the card is now (a busy page may deliver several at once).
        const entry = entries[entries.length - 1];
        if (entry?.isIntersecting && entry.intersectionRatio >= seenShare) {
          timer ??= setTimeout(() => {
            sendBeacon(boostUrl(boostId, 'impressions'));
            observer.disconnect();
          }, seenForMs);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, seenShare] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [boostId]);

  const onClick = useCallback(() => sendBeacon(boostUrl(boostId, 'clicks')), [boostId]);
  return { ref, onClick };
}

/** "Sponsored", on the card itself: seen by everyone and read out with the card, in the reader's language. */
export function SponsoredLabel({ id, className }: { id?: string; className?: string }) {
  const { t } = useI18n();
  return (
    <span id={id} className={cn('rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300', className)}>
      {t('sponsored.label')}
    </span>
  );
}

export type SponsoredCounting<Card extends HTMLElement = HTMLElement> = ReturnType<typeof useSponsoredCounting<Card>>;

/**
 * A seller's words for their ad, as they wrote them (React writes them as text). A long word breaks anywhere and
 * three lines at most are shown, so a narrow phone's card keeps its shape.
 */
export function AdText({ text, className }: { text: string; className?: string }) {
  return <p className={cn('line-clamp-3 text-sm italic text-stone-700 [overflow-wrap:anywhere]', className)}>{text}</p>;
}
