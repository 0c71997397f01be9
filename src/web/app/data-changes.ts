import type { HearDataChange } from '@web/lib/data-changes';
import { catalogHears } from '../features/catalog/api/data-changes';
import { homeHears } from '../features/home/api/data-changes';
import { ordersHear } from '../features/orders/api/data-changes';
import { reviewsHear } from '../features/reviews/api/data-changes';
import { sellerHears } from '../features/seller/api/data-changes';

/** Every feature hears what another wrote (lib/data-changes.tsx), each refreshing what it shows of it. */
export const hearDataChange: HearDataChange = (change, queryClient) => {
  for (const hear of [catalogHears, homeHears, ordersHear, reviewsHear, sellerHears]) hear(change, queryClient);
};
