import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { pageHeads } from '@domain/site/page-heads';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { QueryState } from '@web/components/query-state';
import { MessagePage } from '@web/components/ui/page-state';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError, isMissing } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useAddPhotos } from './api/add-photos';
import { useOwnProduct } from './api/get-own-product';
import { useOrderPhotos } from './api/order-photos';
import { useRemovePhoto } from './api/remove-photo';
import { useUpdateProduct } from './api/update-product';
import { PhotoPicker, toastPhotoError } from './photo-picker';
import { ProductForm } from './product-form';
import { productFormValuesOf, type ProductFormData } from './product-form-values';
import { pathOf } from '@domain/site/pages';
import { thumbnailOf } from '@web/lib/photo-sources';

/** Reads the product named in the address; only its seller gets the form. */
export default function EditProductPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const product = useOwnProduct(id);

  const notFound = (
    <MessagePage title={t('seller.edit.notFound')}>
      <ButtonLink to={pathOf('manageInventory')}>{t('seller.backToInventory')}</ButtonLink>
    </MessagePage>
  );
  return (
    <QueryState
      query={product}
      failed={
        isMissing(product.error) ? (
          notFound
        ) : (
          <MessagePage title={t('seller.edit.loadFailed')}>
            <p className="text-stone-600">{describeApiError(product.error, t)}</p>
            <Button onClick={() => void product.refetch()}>{t('state.retry')}</Button>
          </MessagePage>
        )
      }
      // Someone else's product: not theirs to edit, so not found.
      isEmpty={(data) => !data.isOwner}
      empty={notFound}
    >
      {(data) => <EditProduct key={data.id} product={data} />}
    </QueryState>
  );
}

function EditProduct({ product }: { product: ProductDetail }) {
  const { t, language } = useI18n();
  const { currency } = useSiteSettings();
  const navigate = useNavigate();
  // The form starts from the product as it was loaded; photo changes below must not reset what was typed.
  const [initialValues] = useState(() => productFormValuesOf(product, currency));
  const updateProduct = useUpdateProduct();
  const addPhotos = useAddPhotos();
  const removePhoto = useRemovePhoto();
  const orderPhotos = useOrderPhotos();
  const photosBusy = addPhotos.isPending || removePhoto.isPending || orderPhotos.isPending;
  const savingStatus = updateProduct.isPending ? (updateProduct.variables.patch.status ?? product.status) : null;

  function handleSubmit(data: ProductFormData, refused: (error: unknown) => void) {
    updateProduct.mutate(
      { id: product.id, patch: data },
      {
        onSuccess() {
          toast({ title: t('seller.toast.success'), description: t('seller.inventory.updated') });
          void navigate(pathOf('manageInventory'));
        },
        onError: refused,
      },
    );
  }

  function handleAddPhotos(files: File[]) {
    addPhotos.mutate({ productId: product.id, photos: files }, { onError: (error) => toastPhotoError(error, t) });
  }

  function handleRemovePhoto(photoId: string) {
    removePhoto.mutate(
      { productId: product.id, photoId },
      {
        onError: (error) =>
          toast({ title: t('toast.error'), description: photoFailure(error, t('seller.photos.removeFailed')), variant: 'destructive' }),
      },
    );
  }

  function handleMakeCover(photoId: string) {
    const photoIds = [photoId, ...product.photos.map((photo) => photo.id).filter((other) => other !== photoId)];
    orderPhotos.mutate(
      { productId: product.id, photoIds },
      {
        onError: (error) =>
          toast({ title: t('toast.error'), description: photoFailure(error, t('seller.photos.coverFailed')), variant: 'destructive' }),
      },
    );
  }

  /** A network or session problem says so; anything else gets the action's own message. */
  function photoFailure(error: unknown, fallback: string): string {
    return error instanceof ApiRequestError && (error.status === 0 || error.status === 401) ? describeApiError(error, t) : fallback;
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink to={pathOf('manageInventory')} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('seller.backToInventory')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-bold">{pageHeads[language].editProduct.title}</h1>
      <p className="mt-2 text-stone-600">{t('seller.edit.intro', { title: product.title })}</p>
      <Card className="mt-6 p-4 sm:p-6">
        <ProductForm
          mode="edit"
          initialValues={initialValues}
          savingStatus={savingStatus}
          onSubmit={handleSubmit}
          photoPicker={
            <PhotoPicker
              photos={product.photos.map((photo) => ({ id: photo.id, url: thumbnailOf(photo) }))}
              busy={photosBusy}
              busyText={addPhotos.isPending ? t('seller.photos.uploading') : t('seller.photos.saving')}
              onAdd={handleAddPhotos}
              onRemove={handleRemovePhoto}
              onMakeCover={handleMakeCover}
            />
          }
        />
      </Card>
    </section>
  );
}
