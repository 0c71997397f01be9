import type { FastifyInstance } from 'fastify';
import type { ReviewInput } from '@domain/reviews/review.schema';
import { testOrigin } from '../setup/test-app';
import { confirmTestReceipt, itemOf, moveTestItem, placeTestOrder } from './orders';
import type { TestUser } from './users';

/** The buyer orders one unit of the product, the seller delivers it and the buyer confirms receiving it, through the API. */
export async function receiveTestProduct(
  app: FastifyInstance,
  { seller, buyer, productId }: { seller: TestUser; buyer: TestUser; productId: string },
) {
  const order = await placeTestOrder(app, buyer, [{ productId, quantity: 1 }]);
  await moveTestItem(app, seller, itemOf(order, productId), 'delivered');
  await confirmTestReceipt(app, buyer, order.id, itemOf(order, productId));
  return order;
}

/** Posts a review through the API; the response is returned whatever its status. */
export function postTestReview(
  app: FastifyInstance,
  buyer: TestUser | null,
  productId: string,
  input: ReviewInput | Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: { origin: testOrigin, ...(buyer && { cookie: buyer.cookie }) },
    payload: input,
  });
}
