import ProductPage from '@web/features/catalog/product-page';
import { ProductReviews } from '@web/features/reviews/product-reviews';

/** A product's page: the catalog's product, with the reviews feature's section below its description. */
export default function ProductRoute() {
  return <ProductPage Below={ProductReviews} />;
}
