import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { maxPhotosPerProduct } from '@domain/catalog/limits';
import type { ProductInput } from '@domain/catalog/product.schema';
import { pageHeads } from '@domain/site/page-heads';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast';
import { useI18n } from '@web/lib/i18n';
import { useCreateProduct } from './api/create-product';
import { isPhotoError, photoErrorMessage, PhotoPicker, type PickedPhoto } from './photo-picker';
import { ProductForm } from './product-form';
import { emptyProductForm, type ProductFormData } from './product-form-values';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { pathOf } from '@domain/site/pages';

type ChosenPhoto = PickedPhoto & { file: File };

/** The photos chosen for a product not yet sent, each with a preview URL that is released when it goes. */
function useChosenPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const nextId = useRef(1);
  const current = useRef(photos);

  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  function add(files: File[]) {
    const added = files.map((file) => ({ id: `chosen-${nextId.current++}`, url: URL.createObjectURL(file), file }));
    setPhotos((existing) => {
      const next = [...existing, ...added];
      for (const photo of next.slice(maxPhotosPerProduct)) URL.revokeObjectURL(photo.url);
      return next.slice(0, maxPhotosPerProduct);
    });
  }

  function remove(id: string) {
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo) URL.revokeObjectURL(photo.url);
    setPhotos((existing) => existing.filter((candidate) => candidate.id !== id));
  }

  function makeCover(id: string) {
    setPhotos((existing) => {
      const cover = existing.find((photo) => photo.id === id);
      return cover ? [cover, ...existing.filter((photo) => photo !== cover)] : existing;
    });
  }

  function clear() {
    for (const photo of photos) URL.revokeObjectURL(photo.url);
    setPhotos([]);
  }

  return { photos, add, remove, makeCover, clear };
}

/** What the API takes: an empty town is left out rather than sent as null. */
function productInputOf({ town, status, ...fields }: ProductFormData): ProductInput {
  return { ...fields, ...(town && { town }), status: status === 'draft' ? 'draft' : 'active' };
}

export default function AddProductPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  const chosen = useChosenPhotos();
  const [photoError, setPhotoError] = useState<string>();
  const [photosPreparing, setPhotosPreparing] = useState(false);
  // A new key gives a fresh, empty form after a product is saved.
  const [formKey, setFormKey] = useState(0);
  const savingStatus = createProduct.isPending ? (createProduct.variables.product.status ?? 'active') : null;

  function handleSubmit(data: ProductFormData, refused: (error: unknown) => void) {
    setPhotoError(undefined);
    const product = productInputOf(data);
    const draft = product.status === 'draft';
    createProduct.mutate(
      { product, photos: chosen.photos.map((photo) => photo.file) },
      {
        onSuccess() {
          toast(
            draft
              ? { title: t('seller.add.draftTitle'), description: t('seller.add.draftText') }
              : { title: t('seller.toast.success'), description: t('seller.add.successText') },
          );
          chosen.clear();
          setFormKey((key) => key + 1);
          void navigate(draft ? pathOf('manageInventory') : pathOf('browse'));
        },
        onError(error) {
          if (isPhotoError(error)) {
            const message = photoErrorMessage(error, t);
            setPhotoError(message);
            toast({ title: t('seller.photos.uploadErrorTitle'), description: message, variant: 'destructive' });
            return;
          }
          refused(error);
        },
      },
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].addProduct.title} intro={t('seller.add.intro')} />
      <Card className="mt-6 p-4 sm:p-6">
        <ProductForm
          key={formKey}
          mode="add"
          initialValues={emptyProductForm}
          savingStatus={savingStatus}
          photosPreparing={photosPreparing}
          onSubmit={handleSubmit}
          photoPicker={
            <PhotoPicker
              photos={chosen.photos}
              error={photoError}
              busy={savingStatus !== null}
              onAdd={(files) => {
                setPhotoError(undefined);
                chosen.add(files);
              }}
              onRemove={(id) => {
                setPhotoError(undefined);
                chosen.remove(id);
              }}
              onMakeCover={chosen.makeCover}
              onPreparingChange={setPhotosPreparing}
            />
          }
        />
      </Card>
    </section>
  );
}
