import RunAdsPage from '@web/features/boosts/run-ads-page';
import { useOwnProducts } from '@web/features/seller/api/get-own-products';

/** Run Ads launches boosts for the seller's own products: the seller feature's list, handed to the boosts page. */
export default function RunAdsRoute() {
  return <RunAdsPage ownProducts={useOwnProducts()} />;
}
