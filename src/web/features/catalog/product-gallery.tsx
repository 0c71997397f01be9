import { ChevronLeft, ChevronRight, Maximize2, Sprout, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Photo } from '@domain/catalog/product.schema';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { largePhotoOf, pagePhotoSources, thumbnailOf, useSaveData } from '@web/lib/photo-sources';

/** The photo's slot: the page's width on a phone and tablet, its left column (lg:grid-cols-2) on a wide screen. */
const photoSlot = '(min-width: 1024px) 560px, 100vw';

const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The product's photos: one at a time with previous/next and thumbnails; the photo opens larger in
 * a dialog (Escape or Close returns, and the focus goes back to the photo). Without photos, a neutral
 * placeholder. On a phone the page's photo is already as wide as the screen, so the dialog shows the
 * largest stored width across the whole screen, lets fingers pinch it larger, and Zoom shows it at
 * that full width, moved around by scrolling.
 */
export function ProductGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const saveData = useSaveData();
  const total = photos.length;
  const index = Math.min(chosen, total - 1);
  const photo = photos[index];

  if (!photo) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-stone-100 text-stone-600">
        <Sprout aria-hidden="true" className="h-12 w-12" />
        <p className="px-4 text-center text-sm">{t('catalog.gallery.noPhoto')}</p>
      </div>
    );
  }

  const alt = t('catalog.gallery.photoAlt', { title, number: index + 1, total });
  const position = t('catalog.gallery.position', { number: index + 1, total });

  function show(next: number) {
    setChosen((next + total) % total);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) dialog.current?.close();
  }

  function browseWithArrows(event: KeyboardEvent<HTMLDialogElement>) {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  }

  const stepButtons = () =>
    total > 1 && (
      <>
        <button
          type="button"
          aria-label={t('catalog.gallery.previous')}
          onClick={() => show(index - 1)}
          className={cn(roundButton, 'absolute left-2 top-1/2 -translate-y-1/2')}
        >
          <ChevronLeft aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          aria-label={t('catalog.gallery.next')}
          onClick={() => show(index + 1)}
          className={cn(roundButton, 'absolute right-2 top-1/2 -translate-y-1/2')}
        >
          <ChevronRight aria-hidden="true" className="h-6 w-6" />
        </button>
      </>
    );

  return (
    <section aria-label={t('catalog.gallery.label')} aria-roledescription="carousel">
      <div className="relative overflow-hidden rounded-lg bg-stone-100">
        <button
          type="button"
          aria-label={t('catalog.gallery.enlarge')}
          onClick={() => dialog.current?.showModal()}
          className="group block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
        >
          <img
            {...pagePhotoSources(photo, photoSlot, saveData)}
            alt={alt}
            width={photo.width}
            height={photo.height}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            className="aspect-[4/3] w-full object-contain"
          />
          <span
            aria-hidden="true"
            className="absolute bottom-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow group-hover:bg-white"
          >
            <Maximize2 className="h-4 w-4" />
          </span>
        </button>
        {stepButtons()}
      </div>

      {total > 1 && (
        <>
          <p aria-live="polite" className="mt-2 text-center text-sm text-stone-600">
            {position}
          </p>
          <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
            {photos.map((thumbnail, thumbnailIndex) => (
              <li key={thumbnail.id} className="shrink-0">
                <button
                  type="button"
                  aria-label={t('catalog.gallery.show', { number: thumbnailIndex + 1, total })}
                  aria-current={thumbnailIndex === index}
                  onClick={() => setChosen(thumbnailIndex)}
                  className={cn(
                    'block overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    thumbnailIndex === index ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100',
                  )}
                >
                  <img
                    src={thumbnailOf(thumbnail)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-16 bg-stone-100 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      <dialog
        ref={dialog}
        aria-label={title}
        onKeyDown={browseWithArrows}
        onClose={() => setZoomed(false)}
        className="m-auto h-[100dvh] max-h-none w-screen max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-black/85"
      >
        {/* First in the dialog, so it takes the focus when the dialog opens. */}
        <button
          type="button"
          aria-label={t('catalog.gallery.close')}
          onClick={() => dialog.current?.close()}
          className={cn(roundButton, 'absolute right-3 top-3 z-10')}
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          aria-pressed={zoomed}
          aria-label={t('catalog.gallery.zoom')}
          onClick={() => setZoomed((current) => !current)}
          className={cn(roundButton, 'absolute left-3 top-3 z-10')}
        >
          {zoomed ? <ZoomOut aria-hidden="true" className="h-6 w-6" /> : <ZoomIn aria-hidden="true" className="h-6 w-6" />}
        </button>
        {/* Scrolls when the photo is larger than the screen; fingers may pan and pinch it. Clicking around the photo
            closes the dialog, as a click on the backdrop would. */}
        <div
          className="flex h-full w-full overflow-auto overscroll-contain [touch-action:pan-x_pan-y_pinch-zoom] sm:p-4"
          onClick={closeOnBackdrop}
        >
          {/* Lazy: the closed dialog shows nothing, so its photo is fetched only once the dialog opens. */}
          <img
            src={largePhotoOf(photo, saveData)}
            alt={alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            // Auto margins centre the photo yet let a taller or wider one scroll from its very edge.
            className={cn('m-auto h-auto object-contain', zoomed ? 'max-w-none' : 'w-full sm:max-h-full sm:w-auto sm:max-w-full')}
          />
        </div>
        {stepButtons()}
        {total > 1 && (
          <p className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded bg-black/70 px-3 py-1 text-sm text-white">{position}</p>
        )}
      </dialog>
    </section>
  );
}
