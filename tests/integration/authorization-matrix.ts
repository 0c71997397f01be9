import { randomUUID } from 'node:crypto';
import type { Boost } from '@domain/boosts/boost.schema';
import { addDays, marketToday } from '@domain/seller/sales-range';
import { multipart } from '@scripts/lib/multipart-body';
import { makeImage } from '@tests/factories/images';
import { newMobileNumber } from '@tests/factories/phone-numbers';
import { newUserInput, type TestUser } from '@tests/factories/users';
import type { Fixtures } from './authorization-matrix-fixtures';

/**
 * Who may do what: every route the app answers, called by four callers (five where there is a party), with the status
 * each gets.
 * - owner: the owner of what the route names (the seller for their product, boost, order item and replies; the buyer
 *   for their order, review and my-review; the signed-in user for their own notifications, onboarding, lists). On a
 *   route that names nobody's data it is simply a signed-in user.
 * - other: another signed-in user, with no part in the owner's things (`Fixtures.stranger`).
 * - operator: someone who runs the market (`Fixtures.operator`), with no part in the owner's things. Outside the
 *   operator console the role gives no power: the operator gets what the other user gets (`answers.other`), its list
 *   of one's own holds none of the owner's things and its change leaves the owner's data as it was. On the console's
 *   rows (owner: 'operator') it is a second operator (`Fixtures.colleague`): the console answers every operator alike,
 *   so it gets the owner's status, and its change (made on fixtures of its own, where a repeat of the owner's could be
 *   answered otherwise) changes what the owner's does; an answer naming the operator asking names it, not the owner.
 *   `answers.operator` sets its status where it rightly differs from those: none does today, and outside /api/admin
 *   one would be a hole to close, not a case to record. No route gives or takes the role (only `npm run operator`
 *   does), which the test checks too.
 * - none: no session.
 * - party, where there is one: the owner's counterpart in what the route names (the seller of the buyer's order or
 *   review, the buyer of the seller's order item or notification). They see it from their own side only.
 * Public routes answer them all alike. A list of one's own (`ownersOnly`) answers the other user too, with their own
 * list: the owner's holds the given string, no one else's may. A change (`ownerData`) is checked to leave the
 * owner's data as it was when the other user, the operator, the party and nobody ask, and to change it when the owner
 * asks, so the read is known to see the change. The test sends every row; a route without a row fails it.
 */
export type Caller = 'owner' | 'other' | 'operator' | 'none' | 'party';

export type MatrixRequest = {
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
  /** A server-sent event stream: read until an event naming the caller's own things, then closed. */
  stream?: true;
};

/** An answer's body as text, and parsed when it is JSON. */
export type Answer = { text: string; json: unknown };

/** Reads as a user: the status and the parsed JSON body (undefined when the body is not JSON). */
export type Read = (user: TestUser, url: string) => Promise<{ status: number; body: unknown }>;

export type MatrixRow = {
  /** `operator` only where an operator's status differs from the one it gets by default (see above). */
  answers: Record<'owner' | 'other' | 'none', number> & { party?: number; operator?: number };
  /** Who "owner" is; the buyer when not given. On the operator console's routes, an operator. */
  owner?: 'seller' | 'buyer' | 'operator';
  /** Built anew for every call. */
  request(fixtures: Fixtures): MatrixRequest | Promise<MatrixRequest>;
  /** A list of one's own: whether an answer holds the owner's things (the owner's must, no one else's may). */
  ownersOnly?(fixtures: Fixtures, answer: Answer): boolean;
  ownerData?(fixtures: Fixtures, read: Read): Promise<unknown>;
  /** Changes nothing of the owner's, but something other rows read (a report, in the reporter's my-review): fixtures of its own. */
  ownFixtures?: true;
};

/** The answer names something of the owner's (an id, a title, a phone number). */
const mentions = (pick: (fixtures: Fixtures) => string) => (fixtures: Fixtures, answer: Answer) => answer.text.includes(pick(fixtures));
const range = () => `from=${addDays(marketToday(), -7)}&to=${marketToday()}`;

const everyone = (status: number) => ({ owner: status, other: status, none: status });
/** Only a session: the owner and the other user get the same, nobody 401. */
const signedIn = (status: number) => ({ owner: status, other: status, none: 401 });
/** Only the owner: the other user is told it does not exist (what is private: an order, a notification, a review's edit). */
const ownerOnly = (status: number) => ({ owner: status, other: 404, none: 401 });
/** Only the owner: the other user is told it is not theirs (what anyone can see exists: a product, a review, a boost). */
const ownerOnlyRefused = (status: number) => ({ owner: status, other: 403, none: 401 });
/** The operator console: an operator, never another signed-in person (403) nor nobody (401). */
const operatorsOnly = (status: number) => ({ owner: status, other: 403, none: 401 });

type Data = Record<string, unknown>;
const bodyOf = async (read: Read, user: TestUser, url: string) => (await read(user, url)).body as Data;
const myReview = (f: Fixtures, read: Read, productId = f.product.id) => bodyOf(read, f.buyer, `/api/products/${productId}/my-review`);
const photosOf = async (f: Fixtures, read: Read) => {
  const product = await f.photoProduct();
  return ((await bodyOf(read, f.seller, `/api/products/${product.id}`)).photos as { id: string }[]).map((photo) => photo.id);
};
const sellerNotifications = async (f: Fixtures, read: Read) =>
  ((await bodyOf(read, f.seller, '/api/notifications')).notifications as { id: string; readAt: string | null }[]).map(({ id, readAt }) => ({
    id,
    readAt,
  }));
const sellerBoosts = async (f: Fixtures, read: Read) => bodyOf(read, f.seller, '/api/seller/boosts');
const sessionUser = async (user: TestUser, read: Read) =>
  ((await bodyOf(read, user, '/api/auth/get-session')) as { user?: Data } | null)?.user ?? null;

const productForm = async () =>
  multipart(
    {
      product: JSON.stringify({
        title: `Matrix chillies ${randomUUID()}`,
        description: 'Hot.',
        priceCents: 9_000,
        unit: 'kg',
        category: 'vegetables',
        district: 'matale',
        quantity: 3,
      }),
    },
    [{ name: 'c.jpg', bytes: await makeImage('jpeg', { width: 200, height: 150 }) }],
  );
const photoForm = async () => multipart({}, [{ name: 'd.jpg', bytes: await makeImage('jpeg', { width: 200, height: 150 }) }]);

export const authorizationMatrix: Record<string, MatrixRow> = {
  'GET /api/docs': { answers: everyone(200), request: () => ({ url: '/api/docs' }) },
  'GET /api/health': { answers: everyone(200), request: () => ({ url: '/api/health' }) },

  // Sign-in and its links: open to all; a session changes nothing.
  'POST /api/auth/sign-up/email': { answers: everyone(200), request: () => ({ url: '/api/auth/sign-up/email', payload: newUserInput() }) },
  'POST /api/auth/sign-in/email': {
    answers: everyone(200),
    request: (f) => ({ url: '/api/auth/sign-in/email', payload: { email: f.buyer.email, password: f.buyer.password } }),
  },
  // No mail on the test server: refused alike for all.
  'POST /api/auth/request-password-reset': {
    answers: everyone(503),
    request: (f) => ({ url: '/api/auth/request-password-reset', payload: { email: f.buyer.email, redirectTo: '/reset-password' } }),
  },
  'POST /api/auth/reset-password': {
    answers: everyone(400),
    request: () => ({ url: '/api/auth/reset-password', payload: { token: 'not-a-token', newPassword: 'secret12' } }),
  },
  'GET /api/auth/verify-email': {
    answers: everyone(302),
    request: () => ({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=/' }),
  },
  'POST /api/auth/confirm-email': {
    answers: everyone(400),
    request: () => ({ url: '/api/auth/confirm-email', payload: { token: 'not-a-token', password: 'secret12' } }),
  },
  'GET /api/auth/reset-password/:token': {
    answers: everyone(302),
    request: () => ({ url: '/api/auth/reset-password/not-a-token?callbackURL=/reset-password' }),
  },
  // Phone sign-in: a code to any number, for anyone; a code never sent is refused alike.
  'POST /api/auth/phone/send-code': {
    answers: everyone(200),
    request: () => ({ url: '/api/auth/phone/send-code', payload: { phoneNumber: newMobileNumber().written } }),
  },
  'POST /api/auth/phone/verify': {
    answers: everyone(400),
    request: () => ({ url: '/api/auth/phone/verify', payload: { phoneNumber: newMobileNumber().written, code: '123456' } }),
  },
  // Adding a number is for the caller's own account (a code another account asked for is refused to it:
  // phone-sign-in.test.ts).
  'POST /api/auth/phone/add/send-code': {
    answers: signedIn(200),
    request: () => ({ url: '/api/auth/phone/add/send-code', payload: { phoneNumber: newMobileNumber().written } }),
  },
  'POST /api/auth/phone/add/verify': {
    answers: signedIn(400),
    request: () => ({ url: '/api/auth/phone/add/verify', payload: { phoneNumber: newMobileNumber().written, code: '123456' } }),
  },
  // An address for the caller's own account only, made by phone (add-email.test.ts); this server sends no mail.
  'POST /api/account/email': {
    answers: signedIn(503),
    request: () => ({ url: '/api/account/email', payload: { email: newUserInput().email } }),
  },
  // The caller's own order-alert choices only.
  'GET /api/account/sms-alerts': { answers: signedIn(200), request: () => ({ url: '/api/account/sms-alerts' }) },
  'PUT /api/account/sms-alerts': {
    answers: signedIn(200),
    request: () => ({ url: '/api/account/sms-alerts', payload: { newOrders: true, orderUpdates: false } }),
    ownerData: (f, read) => bodyOf(read, f.buyer, '/api/account/sms-alerts'),
  },
  // Ends the caller's own sessions only.
  'POST /api/auth/sign-out': {
    answers: everyone(200),
    // No body at all, as a plain client signs out (the web app sends {}).
    request: () => ({ url: '/api/auth/sign-out' }),
    ownerData: (f, read) => sessionUser(f.buyer, read),
  },
  'GET /api/auth/get-session': {
    answers: everyone(200),
    request: () => ({ url: '/api/auth/get-session' }),
    ownersOnly: mentions((f) => f.buyer.email),
  },
  'POST /api/auth/preferences': {
    answers: signedIn(200),
    request: () => ({ url: '/api/auth/preferences', payload: { language: 'ta' } }),
    ownerData: async (f, read) => (await sessionUser(f.buyer, read))?.language,
  },

  'POST /api/support/messages': {
    answers: everyone(201),
    request: () => ({
      url: '/api/support/messages',
      payload: { name: 'Nimal', email: 'nimal@example.lk', subject: 'Delivery', message: 'When does it come?' },
    }),
  },
  // A page that failed to render in the browser, reported by whoever saw it; a session changes nothing.
  'POST /api/client-errors': {
    answers: everyone(204),
    request: () => ({ url: '/api/client-errors', payload: { message: 'boom', path: '/browse', buildId: 'matrix' } }),
  },

  // The catalog: public reads; each change only by the product's seller.
  'GET /api/products': { answers: everyone(200), request: () => ({ url: '/api/products' }) },
  'GET /api/products/featured': { answers: everyone(200), request: () => ({ url: '/api/products/featured' }) },
  // The seller's draft: the seller's alone.
  'GET /api/products/:id': {
    owner: 'seller',
    answers: { owner: 200, other: 404, none: 404 },
    request: (f) => ({ url: `/api/products/${f.draft.id}` }),
  },
  'POST /api/products/:id/views': { answers: everyone(204), request: (f) => ({ url: `/api/products/${f.product.id}/views` }) },
  'POST /api/products': {
    owner: 'seller',
    answers: signedIn(201),
    request: async () => {
      const form = await productForm();
      return { url: '/api/products', payload: form.payload, headers: form.headers };
    },
    ownerData: async (f, read) => bodyOf(read, f.seller, '/api/me/products'),
  },
  'PATCH /api/products/:id': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: (f) => ({ url: `/api/products/${f.product.id}`, payload: { priceCents: 31_000 } }),
    ownerData: (f, read) => bodyOf(read, f.seller, `/api/products/${f.product.id}`),
  },
  'DELETE /api/products/:id': {
    owner: 'seller',
    answers: ownerOnlyRefused(204),
    request: (f) => ({ url: `/api/products/${f.product.id}` }),
    ownerData: (f, read) => read(f.seller, `/api/products/${f.product.id}`),
  },
  'POST /api/products/:id/photos': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: async (f) => {
      const form = await photoForm();
      return { url: `/api/products/${(await f.photoProduct()).id}/photos`, payload: form.payload, headers: form.headers };
    },
    ownerData: photosOf,
  },
  'DELETE /api/products/:id/photos/:photoId': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: async (f) => {
      const product = await f.photoProduct();
      return { url: `/api/products/${product.id}/photos/${product.photos[0]?.id}` };
    },
    ownerData: photosOf,
  },
  'PUT /api/products/:id/photos/order': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: async (f) => {
      const product = await f.photoProduct();
      return { url: `/api/products/${product.id}/photos/order`, payload: { photoIds: product.photos.map((photo) => photo.id).reverse() } };
    },
    ownerData: photosOf,
  },
  'GET /api/me/products': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/me/products' }),
    ownersOnly: mentions((f) => f.product.id),
  },
  'GET /api/sellers/:id': { answers: everyone(200), request: (f) => ({ url: `/api/sellers/${f.seller.id}` }) },
  'GET /api/stats': { answers: everyone(200), request: () => ({ url: '/api/stats' }) },

  // Sponsored cards' beacons: anyone who saw the card.
  'POST /api/boosts/:id/impressions': { answers: everyone(204), request: (f) => ({ url: `/api/boosts/${f.boost.id}/impressions` }) },
  'POST /api/boosts/:id/clicks': { answers: everyone(204), request: (f) => ({ url: `/api/boosts/${f.boost.id}/clicks` }) },

  'GET /api/notifications': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/notifications' }),
    ownersOnly: mentions((f) => f.sellerNotificationId),
  },
  'POST /api/notifications/:id/read': {
    owner: 'seller',
    answers: { ...ownerOnly(200), party: 404 },
    request: (f) => ({ url: `/api/notifications/${f.sellerNotificationId}/read` }),
    ownerData: sellerNotifications,
  },
  'POST /api/notifications/read-all': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/notifications/read-all' }),
    ownerData: sellerNotifications,
  },
  'GET /api/events': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/events?lastEventId=0', stream: true }),
    ownersOnly: mentions((f) => f.sellerNotificationId),
  },

  // Orders: the buyer's; their items: the seller's.
  'GET /api/cart/products': { answers: signedIn(200), request: (f) => ({ url: `/api/cart/products?ids=${f.product.id}` }) },
  'POST /api/orders': {
    answers: signedIn(201),
    request: (f) => ({
      url: '/api/orders',
      payload: {
        idempotencyKey: randomUUID(),
        items: [{ productId: f.spare.id, quantity: 1 }],
        deliveryAddress: '3 Lake Road',
        district: 'kandy',
        phoneNumber: '077 123 4567',
      },
    }),
    ownerData: (f, read) => bodyOf(read, f.buyer, '/api/orders'),
  },
  // The delivery details the buyer kept for their next checkout: no id in the path, only the session's own.
  'GET /api/me/delivery-details': {
    answers: signedIn(200),
    request: () => ({ url: '/api/me/delivery-details' }),
    ownersOnly: mentions((f) => f.pendingOrder.deliveryAddress),
  },
  'DELETE /api/me/delivery-details': {
    answers: signedIn(204),
    request: () => ({ url: '/api/me/delivery-details' }),
    ownerData: (f, read) => bodyOf(read, f.buyer, '/api/me/delivery-details'),
  },
  'GET /api/orders': { answers: signedIn(200), request: () => ({ url: '/api/orders' }), ownersOnly: mentions((f) => f.pendingOrder.id) },
  'GET /api/orders/:id': { answers: { ...ownerOnly(200), party: 404 }, request: (f) => ({ url: `/api/orders/${f.pendingOrder.id}` }) },
  'POST /api/orders/:id/cancel': {
    answers: { ...ownerOnly(200), party: 404 },
    request: (f) => ({ url: `/api/orders/${f.pendingOrder.id}/cancel` }),
    ownerData: (f, read) => bodyOf(read, f.buyer, `/api/orders/${f.pendingOrder.id}`),
  },
  'POST /api/orders/:id/items/:itemId/received': {
    answers: { ...ownerOnly(200), party: 404 },
    request: async (f) => {
      const { orderId, itemId } = await f.unconfirmedDelivery();
      return { url: `/api/orders/${orderId}/items/${itemId}/received` };
    },
    ownerData: async (f, read) => bodyOf(read, f.buyer, `/api/orders/${(await f.unconfirmedDelivery()).orderId}`),
  },
  'GET /api/seller/orders': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/orders' }),
    ownersOnly: mentions((f) => f.pendingItemId),
  },
  'PATCH /api/seller/order-items/:id': {
    owner: 'seller',
    answers: { ...ownerOnly(200), party: 404 },
    request: (f) => ({ url: `/api/seller/order-items/${f.pendingItemId}`, payload: { status: 'confirmed' } }),
    ownerData: (f, read) => bodyOf(read, f.buyer, `/api/orders/${f.pendingOrder.id}`),
  },
  'GET /api/seller/dashboard': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/dashboard' }),
    ownersOnly: mentions((f) => f.pendingOrder.id),
  },

  // Reviews: written by the buyer who received the product; replied to by its seller; reported by anyone signed in.
  'GET /api/products/:id/reviews': { answers: everyone(200), request: (f) => ({ url: `/api/products/${f.product.id}/reviews` }) },
  'GET /api/products/:id/my-review': {
    answers: signedIn(200),
    request: (f) => ({ url: `/api/products/${f.product.id}/my-review` }),
    ownersOnly: mentions((f) => f.review.id),
  },
  // Only a buyer who received the product may rate it.
  'POST /api/products/:id/reviews': {
    answers: { owner: 201, other: 403, none: 401 },
    request: async (f) => ({
      url: `/api/products/${(await f.unratedDelivery()).productId}/reviews`,
      payload: { rating: 5, comment: 'Lovely' },
    }),
    ownerData: async (f, read) => myReview(f, read, (await f.unratedDelivery()).productId),
  },
  'PATCH /api/reviews/:id': {
    answers: { ...ownerOnly(200), party: 404 },
    request: (f) => ({ url: `/api/reviews/${f.review.id}`, payload: { rating: 1, comment: 'Changed' } }),
    ownerData: (f, read) => myReview(f, read),
  },
  'DELETE /api/reviews/:id': {
    answers: { ...ownerOnly(204), party: 404 },
    request: (f) => ({ url: `/api/reviews/${f.review.id}` }),
    ownerData: (f, read) => myReview(f, read),
  },
  'PUT /api/reviews/:id/reply': {
    owner: 'seller',
    answers: { ...ownerOnlyRefused(200), party: 403 },
    request: (f) => ({ url: `/api/reviews/${f.review.id}/reply`, payload: { text: 'Changed reply' } }),
    ownerData: (f, read) => myReview(f, read),
  },
  'DELETE /api/reviews/:id/reply': {
    owner: 'seller',
    answers: { ...ownerOnlyRefused(200), party: 403 },
    request: (f) => ({ url: `/api/reviews/${f.review.id}/reply` }),
    ownerData: (f, read) => myReview(f, read),
  },
  // Anyone signed in may report a review, except its author. A report changes nothing the author can read (until
  // enough reports hide the review), so the statuses are the check.
  'POST /api/reviews/:id/reports': {
    answers: { owner: 403, other: 201, none: 401 },
    request: (f) => ({ url: `/api/reviews/${f.review.id}/reports`, payload: { reason: 'spam' } }),
    ownFixtures: true,
  },

  // The operator console: an operator (made on the command line) is its owner.
  'GET /api/admin/session': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/session' }),
    ownersOnly: (f, answer) => (answer.json as { operator: { id: string } }).operator.id === f.operator.id,
  },
  'GET /api/admin/audit': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/audit' }),
  },
  'GET /api/admin/overview': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: `/api/admin/overview?${range()}&by=week` }),
  },
  'GET /api/admin/support': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/support' }),
  },
  'GET /api/admin/support/:id': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/support/${f.supportMessageId}` }),
  },
  'POST /api/admin/support/:id/answers': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/support/${f.supportMessageId}/answers`, payload: { text: 'We are on it.' } }),
    ownerData: (f, read) => read(f.operator, `/api/admin/support/${f.supportMessageId}`).then((answer) => answer.body),
  },
  'POST /api/admin/support/:id/assign': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/support/${f.supportMessageId}/assign` }),
    ownerData: (f, read) => read(f.operator, `/api/admin/support/${f.supportMessageId}`).then((answer) => answer.body),
  },
  'POST /api/admin/support/:id/close': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/support/${f.supportMessageId}/close` }),
    ownerData: (f, read) => read(f.operator, `/api/admin/support/${f.supportMessageId}`).then((answer) => answer.body),
  },
  'GET /api/admin/reviews': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/reviews' }),
  },
  'POST /api/admin/reviews/:id/keep': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/reviews/${f.review.id}/keep`, payload: {} }),
    ownerData: (f, read) => bodyOf(read, f.operator, '/api/admin/reviews?state=kept'),
  },
  'POST /api/admin/reviews/:id/remove': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/reviews/${f.review.id}/remove`, payload: { reason: 'spam' } }),
    ownerData: (f, read) => myReview(f, read),
  },
  'POST /api/admin/reviews/:id/restore': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({ url: `/api/admin/reviews/${(await f.removedReview()).id}/restore`, payload: {} }),
    ownerData: async (f, read) => {
      await f.removedReview();
      return myReview(f, read);
    },
  },
  'GET /api/admin/listings': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/listings' }),
  },
  'POST /api/admin/listings/:id/hide': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: (f) => ({ url: `/api/admin/listings/${f.spare.id}/hide`, payload: { reason: 'prohibited' } }),
    ownerData: (f, read) => bodyOf(read, f.seller, `/api/products/${f.spare.id}`),
  },
  'POST /api/admin/listings/:id/restore': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({ url: `/api/admin/listings/${(await f.hiddenProduct()).id}/restore` }),
    ownerData: async (f, read) => bodyOf(read, f.seller, `/api/products/${(await f.hiddenProduct()).id}`),
  },
  'GET /api/admin/accounts': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/accounts?q=matrix' }),
  },
  'POST /api/admin/accounts/:id/suspend': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({ url: `/api/admin/accounts/${(await f.suspendable()).id}/suspend`, payload: { reason: 'fraud', days: 7 } }),
    ownerData: async (f, read) => bodyOf(read, f.operator, `/api/admin/accounts?q=${(await f.suspendable()).id}`),
  },
  'POST /api/admin/accounts/:id/lift': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({ url: `/api/admin/accounts/${(await f.suspendedAccount()).id}/lift` }),
    ownerData: async (f, read) => bodyOf(read, f.operator, `/api/admin/accounts?q=${(await f.suspendedAccount()).id}`),
  },
  'GET /api/admin/verifications': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: () => ({ url: '/api/admin/verifications' }),
  },
  'POST /api/admin/verifications/:id/approve': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({ url: `/api/admin/verifications/${(await f.verificationToApprove()).id}/approve` }),
    ownerData: async (f, read) => bodyOf(read, f.operator, '/api/admin/verifications?status=approved'),
  },
  'POST /api/admin/verifications/:id/refuse': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({
      url: `/api/admin/verifications/${(await f.verificationToRefuse()).id}/refuse`,
      payload: { reason: 'unreachable' },
    }),
    ownerData: async (f, read) => bodyOf(read, f.operator, '/api/admin/verifications?status=refused'),
  },
  'POST /api/admin/verifications/:id/withdraw': {
    owner: 'operator',
    answers: operatorsOnly(200),
    request: async (f) => ({
      url: `/api/admin/verifications/${(await f.verificationToWithdraw()).id}/withdraw`,
      payload: { reason: 'unreachable' },
    }),
    ownerData: async (f, read) => bodyOf(read, f.operator, '/api/admin/verifications?status=withdrawn'),
  },
  'GET /api/seller/verification': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/verification' }),
  },
  'POST /api/seller/verification': {
    owner: 'seller',
    answers: signedIn(201),
    request: () => ({
      url: '/api/seller/verification',
      payload: { fullName: 'Matrix Seller', nic: '196419202757', district: 'matale', phoneNumber: '0771234567' },
    }),
    ownerData: (f, read) => bodyOf(read, f.seller, '/api/seller/verification'),
  },
  'POST /api/products/:id/restore-request': {
    owner: 'seller',
    answers: ownerOnly(204),
    request: async (f) => ({ url: `/api/products/${(await f.hiddenProduct()).id}/restore-request` }),
    ownerData: async (f, read) => {
      await f.hiddenProduct();
      return bodyOf(read, f.operator, '/api/admin/listings?show=asked');
    },
  },
  // Onboarding: the signed-in user's own record, no id in the path.
  'GET /api/onboarding': {
    answers: signedIn(200),
    request: () => ({ url: '/api/onboarding' }),
    ownersOnly: (_f, answer) => (answer.json as { userType: string | null }).userType === 'both',
  },
  'PATCH /api/onboarding': {
    answers: signedIn(200),
    request: () => ({ url: '/api/onboarding', payload: { userType: 'seller' } }),
    ownerData: (f, read) => bodyOf(read, f.buyer, '/api/onboarding'),
  },
  'POST /api/onboarding/dismissals': {
    answers: signedIn(200),
    request: () => ({ url: '/api/onboarding/dismissals', payload: { name: 'onboarding_reminder' } }),
    ownerData: (f, read) => bodyOf(read, f.buyer, '/api/onboarding'),
  },

  // The seller area: each seller's own figures and boosts.
  'GET /api/seller/boosts': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/boosts' }),
    ownersOnly: mentions((f) => f.boost.id),
  },
  'POST /api/seller/boosts': {
    owner: 'seller',
    answers: ownerOnlyRefused(201),
    request: (f) => ({
      url: '/api/seller/boosts',
      payload: { productId: f.spare.id, description: 'Spare beans', dailyBudgetCents: 20_000, durationDays: 3 },
    }),
    ownerData: sellerBoosts,
  },
  'POST /api/seller/boosts/:id/pause': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: (f) => ({ url: `/api/seller/boosts/${f.boost.id}/pause` }),
    ownerData: sellerBoosts,
  },
  // A paused boost: the others' calls leave it paused, the seller's resumes it.
  'POST /api/seller/boosts/:id/resume': {
    owner: 'seller',
    answers: ownerOnlyRefused(200),
    request: async (f) => ({ url: `/api/seller/boosts/${(await f.pausedBoost()).id}/resume` }),
    ownerData: async (f, read) => {
      const { id } = await f.pausedBoost();
      return ((await sellerBoosts(f, read)).boosts as Boost[]).find((boost) => boost.id === id)?.status;
    },
  },
  'GET /api/seller/insights': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/insights' }),
    // The market's demand names every seller's products; the seller's own top products are theirs alone.
    ownersOnly: (f, answer) =>
      (answer.json as { topProducts: { productId: string }[] }).topProducts.some((top) => top.productId === f.product.id),
  },
  'GET /api/seller/analytics': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: `/api/seller/analytics?${range()}` }),
    ownersOnly: mentions((f) => f.product.id),
  },
  'GET /api/seller/customers': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: '/api/seller/customers' }),
    ownersOnly: mentions((f) => f.buyer.email),
  },
  'GET /api/seller/sales-report': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: `/api/seller/sales-report?${range()}` }),
    ownersOnly: mentions((f) => f.product.title),
  },
  'GET /api/seller/sales-report.csv': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: `/api/seller/sales-report.csv?${range()}` }),
    ownersOnly: mentions((f) => f.product.title),
  },
  'GET /api/seller/sales-report.html': {
    owner: 'seller',
    answers: signedIn(200),
    request: () => ({ url: `/api/seller/sales-report.html?${range()}` }),
    ownersOnly: mentions((f) => f.product.title),
  },

  // The installed app's manifest, the same for everyone in a language.
  'GET /manifest.webmanifest': { answers: everyone(200), request: () => ({ url: '/manifest.webmanifest?lang=si' }) },

  // Pages: the shell or the rendered page for everyone; the web app asks the API, which decides. A product page of a
  // draft is the seller's alone.
  'GET /robots.txt': { answers: everyone(200), request: () => ({ url: '/robots.txt' }) },
  'GET /sitemap.xml': { answers: everyone(200), request: () => ({ url: '/sitemap.xml' }) },
  'GET /': { answers: everyone(200), request: () => ({ url: '/' }) },
  'GET /browse': { answers: everyone(200), request: () => ({ url: '/browse' }) },
  'GET /product/:id': {
    owner: 'seller',
    answers: { owner: 200, other: 404, none: 404 },
    request: (f) => ({ url: `/product/${f.draft.id}` }),
  },
  'GET /seller/:id': { answers: everyone(200), request: (f) => ({ url: `/seller/${f.seller.id}` }) },
  'GET /about': { answers: everyone(200), request: () => ({ url: '/about' }) },
  'GET /support': { answers: everyone(200), request: () => ({ url: '/support' }) },
  // Someone signed in is sent on from the sign-in page, to where it would send them.
  'GET /auth': { answers: { owner: 303, other: 303, none: 200 }, request: () => ({ url: '/auth' }) },
  // The sign-in page's plain form: signs in whoever sends it, as the JSON sign-in does.
  'POST /auth': {
    answers: everyone(303),
    request: (f) => ({
      url: '/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'sign-in', email: f.buyer.email, password: f.buyer.password }).toString(),
    }),
  },
  'GET /reset-password': { answers: everyone(200), request: () => ({ url: '/reset-password' }) },
  'GET /confirm-email': { answers: everyone(200), request: () => ({ url: '/confirm-email' }) },
  'GET /cart': { answers: everyone(200), request: () => ({ url: '/cart' }) },
  'GET /checkout': { answers: everyone(200), request: () => ({ url: '/checkout' }) },
  'GET /order-confirmation/:id': { answers: everyone(200), request: (f) => ({ url: `/order-confirmation/${f.pendingOrder.id}` }) },
  'GET /orders': { answers: everyone(200), request: () => ({ url: '/orders' }) },
  'GET /account': { answers: everyone(200), request: () => ({ url: '/account' }) },
  // The console's pages are shells like every private page's: what they show comes from the API rows above.
  'GET /admin': { answers: everyone(200), request: () => ({ url: '/admin' }) },
  'GET /admin/audit': { answers: everyone(200), request: () => ({ url: '/admin/audit' }) },
  'GET /admin/support': { answers: everyone(200), request: () => ({ url: '/admin/support' }) },
  'GET /admin/support/:id': { answers: everyone(200), request: (f) => ({ url: `/admin/support/${f.supportMessageId}` }) },
  'GET /admin/reviews': { answers: everyone(200), request: () => ({ url: '/admin/reviews' }) },
  'GET /admin/listings': { answers: everyone(200), request: () => ({ url: '/admin/listings' }) },
  'GET /admin/accounts': { answers: everyone(200), request: () => ({ url: '/admin/accounts' }) },
  'GET /admin/overview': { answers: everyone(200), request: () => ({ url: '/admin/overview' }) },
  'GET /admin/verifications': { answers: everyone(200), request: () => ({ url: '/admin/verifications' }) },
  'GET /seller-dashboard': { answers: everyone(200), request: () => ({ url: '/seller-dashboard' }) },
  'GET /seller-orders': { answers: everyone(200), request: () => ({ url: '/seller-orders' }) },
  'GET /add-product': { answers: everyone(200), request: () => ({ url: '/add-product' }) },
  'GET /edit-product/:id': { answers: everyone(200), request: (f) => ({ url: `/edit-product/${f.product.id}` }) },
  'GET /manage-inventory': { answers: everyone(200), request: () => ({ url: '/manage-inventory' }) },
  'GET /analytics': { answers: everyone(200), request: () => ({ url: '/analytics' }) },
  'GET /view-customers': { answers: everyone(200), request: () => ({ url: '/view-customers' }) },
  'GET /sales-reports': { answers: everyone(200), request: () => ({ url: '/sales-reports' }) },
  'GET /run-ads': { answers: everyone(200), request: () => ({ url: '/run-ads' }) },

  // Photos are public files (each URL random and never reused).
  'GET /uploads/*': {
    answers: everyone(200),
    request: async (f) => ({ url: new URL((await f.photoProduct()).photos[0]?.cardUrl ?? '/uploads/none', 'http://x').pathname }),
  },
};
