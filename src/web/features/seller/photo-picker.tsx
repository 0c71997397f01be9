import { ImagePlus, Star, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { maxPhotoBytes, maxPhotosPerProduct } from '@domain/catalog/limits';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import { cn } from '@web/lib/class-names';
import { useI18n, type Translate } from '@web/lib/i18n';

/** A photo as the picker shows it: a chosen file's preview, or a photo the server already has. */
export type PickedPhoto = { id: string; url: string };

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxPhotoMegabytes = maxPhotoBytes / (1024 * 1024);

type PhotoPickerProps = {
  photos: readonly PickedPhoto[];
  /** Files that passed the checks here (type, size, how many fit); never more than there is room for. */
  onAdd(files: File[]): void;
  onRemove(id: string): void;
  /** Moves a photo to the front: the first photo is the cover. */
  onMakeCover(id: string): void;
  busy?: boolean;
  busyText?: string;
  error?: string | undefined;
  /** Told while picked photos are being made smaller, before they reach `onAdd`: a form must not be sent meanwhile. */
  onPreparingChange?(preparing: boolean): void;
};

/**
 * Up to five photos with previews, remove and "make cover" buttons. Checks what it can before
 * anything is sent, since an upload over mobile data is slow to fail, and makes each photo smaller
 * first (`shrinkPhoto`, loaded when a photo is picked), so a phone camera's photo of any size is taken.
 */
export function PhotoPicker({ photos, onAdd, onRemove, onMakeCover, busy = false, busyText, error, onPreparingChange }: PhotoPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preparing, setPreparing] = useState(false);
  const working = busy || preparing;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again after removing it still counts as a change.
    input.value = '';
    if (chosen.length === 0) return;

    const usable = chosen.filter((file) => {
      // Some phones give no type at all; the server decides about those.
      if (file.type !== '' && !acceptedTypes.includes(file.type)) {
        toast({
          title: t('seller.photos.wrongTypeTitle'),
          description: t('seller.photos.wrongTypeText', { name: file.name }),
          variant: 'destructive',
        });
        return false;
      }
      return true;
    });

    const room = Math.max(0, maxPhotosPerProduct - photos.length);
    if (usable.length > room) {
      toast({
        title: t('seller.photos.tooManyTitle'),
        description: t('seller.photos.tooManyText', { max: maxPhotosPerProduct }),
        variant: 'destructive',
      });
    }
    const kept = usable.slice(0, room);
    if (kept.length === 0) return;
    setPreparing(true);
    onPreparingChange?.(true);
    try {
      const { shrinkPhoto } = await import('@web/lib/shrink-photo');
      // One the browser cannot decode comes back as it was: the server's checks answer for it.
      onAdd(await Promise.all(kept.map(shrinkPhoto)));
    } finally {
      setPreparing(false);
      onPreparingChange?.(false);
    }
  }

  return (
    <fieldset className="space-y-3" aria-busy={working || undefined}>
      <legend className="block text-sm font-medium text-stone-800">{t('seller.form.photos')}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t('seller.photos.hint')} {t('seller.photos.coverHint')}
      </p>

      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.id} className="relative overflow-hidden rounded-md border border-stone-300 bg-stone-100">
                <img
                  src={photo.url}
                  alt={t('seller.photos.alt', { n: number })}
                  className="aspect-square w-full object-cover"
                  width={160}
                  height={160}
                />
                {index === 0 ? (
                  <span className="absolute left-1 top-1 inline-flex items-center gap-1 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                    <Star aria-hidden="true" className="h-3 w-3" />
                    {t('seller.photos.cover')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onMakeCover(photo.id)}
                    disabled={busy}
                    aria-label={t('seller.photos.makeCoverLabel', { n: number })}
                    className="absolute bottom-1 left-1 rounded bg-white/95 px-2 py-1 text-xs font-medium text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-60"
                  >
                    {t('seller.photos.makeCover')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => onRemove(photo.id)}
                  disabled={busy}
                  aria-label={t('seller.photos.remove', { n: number })}
                  className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-stone-900/80 text-white hover:bg-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-60"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-3">
        {/* The real file input stays focusable (keyboard, screen readers); the label around it is what shows. */}
        <label
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-dashed border-stone-500 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
            working && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {t('seller.photos.choose')}
          <input
            type="file"
            name="photos"
            accept={acceptedTypes.join(',')}
            multiple
            disabled={working}
            onChange={(event) => void handleChange(event)}
            aria-describedby={error ? errorId : hintId}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
        </label>
        <span role="status" className="text-sm text-stone-600">
          {preparing
            ? t('seller.photos.preparing')
            : busy && busyText
              ? busyText
              : t('seller.photos.count', { count: photos.length, max: maxPhotosPerProduct })}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const namedPhotoProblems = [
  ['is not an image we can read', 'seller.photos.error.notImage'],
  ['must be a JPEG, PNG or WebP photo', 'seller.photos.error.notImage'],
  ['has too many pixels', 'seller.photos.error.tooManyPixels'],
  ['is damaged or incomplete', 'seller.photos.error.damaged'],
] as const;

/** True when a failed call was refused because of its photos, not the product's fields. */
export function isPhotoError(error: unknown): error is ApiRequestError {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.error.code === 'body_too_large') return true;
  return (error.error.fields ?? []).some((field) => field.path === 'photos');
}

/**
 * The reader's-language reason a photo upload was refused. The server says it in English only
 * ("{file}: is damaged or incomplete"), so its known reasons are recognised here and translated.
 */
export function photoErrorMessage(error: unknown, t: Translate): string {
  if (!isPhotoError(error)) return describeApiError(error, t);
  if (error.error.code === 'body_too_large') return t('seller.photos.error.tooLarge', { max: maxPhotoMegabytes });
  const message = error.error.fields?.find((field) => field.path === 'photos')?.message ?? '';
  for (const [reason, key] of namedPhotoProblems) {
    const at = message.lastIndexOf(`: ${reason}`);
    if (at >= 0) return t(key, { name: message.slice(0, at) });
  }
  if (message.includes('MB')) return t('seller.photos.error.tooLarge', { max: maxPhotoMegabytes });
  if (message.includes('maximum')) return t('seller.photos.tooManyText', { max: maxPhotosPerProduct });
  return t('seller.photos.error.generic');
}

/** A toast for a refused upload: 'Error uploading images' with the reason. */
export function toastPhotoError(error: unknown, t: Translate) {
  toast({ title: t('seller.photos.uploadErrorTitle'), description: photoErrorMessage(error, t), variant: 'destructive' });
}
