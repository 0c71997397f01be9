import type { AdminSession } from '@domain/admin/audit.schema';
import {
  moderatedListingsPageSize,
  type HideListingInput,
  type ModeratedListing,
  type ModeratedListingsPage,
  type ModeratedListingsQuery,
} from '@domain/catalog/listing-moderation.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { recordOperatorAct, refuseOwnCase } from '../admin/admin.service';
import { recordNotifications } from '../notifications/notifications.service';
import type { CatalogContext } from './catalog.service';
import {
  hideProduct,
  hideProductsOfSeller,
  restoreProductsOfSeller,
  listingHiddenOf,
  markRestoreRequested,
  restoreProduct,
  selectModeratedListing,
  selectModeratedListings,
  type ModeratedListingRow,
} from './listing-moderation.repository';

// The operators' side of listings (decision 062): any product found; hidden with a reason its seller is told (it
// becomes unlisted, so it leaves Browse, search, boosts, the sitemap and its public page at once, on every instance);
// asked back by its seller after a change; restored to the status its seller had given it.

type Operator = AdminSession['operator'];

function toModeratedListing(row: ModeratedListingRow): ModeratedListing {
  return {
    id: row.id,
    title: row.title,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    hidden: listingHiddenOf(row),
  };
}

export async function getModeratedListings({ db }: CatalogContext, query: ModeratedListingsQuery): Promise<ModeratedListingsPage> {
  const { rows, more } = await selectModeratedListings(db, query, moderatedListingsPageSize);
  return { listings: rows.map(toModeratedListing), page: query.page, pageSize: moderatedListingsPageSize, more };
}

const listingNotFound = () => new AppError('not_found', 'Product not found');

async function readListing({ db }: CatalogContext, id: string): Promise<ModeratedListing> {
  const row = await selectModeratedListing(db, id);
  if (!row) throw listingNotFound();
  return toModeratedListing(row);
}

/**
 * The product an operator decides on: 404 for none, 403 for one of the operator's own, which another operator decides
 * (a product's seller never changes, so it is read before the decision's transaction).
 */
async function requireOthersListing(context: CatalogContext, operator: Operator, id: string) {
  const row = await selectModeratedListing(context.db, id);
  if (!row) throw listingNotFound();
  refuseOwnCase(operator, row.sellerId);
}

/**
 * Hides the product with the reason (and, for `other`, the operator's words), tells its seller and writes the log, in
 * one transaction; then drops its cached reads and lists on every instance. One already hidden stays as it was.
 */
export async function hideListing(context: CatalogContext, operator: Operator, id: string, input: HideListingInput) {
  await requireOthersListing(context, operator, id);
  const hidden = await context.db.transaction(async (tx) => {
    const row = await hideProduct(tx, id, input);
    if (!row) return undefined;
    await recordNotifications(tx, [
      {
        userId: row.sellerId,
        content: {
          kind: 'listing_hidden',
          params: { productId: id, productTitle: row.title, reason: input.reason, note: input.note || null },
        },
      },
    ]);
    await recordOperatorAct(tx, {
      operator,
      action: 'listing.hidden',
      subject: { kind: 'product', id, name: row.title },
      reason: [input.reason, input.note].filter(Boolean).join(': '),
    });
    return row;
  });
  if (hidden) context.changes.announce({ products: [id], listings: true });
  return readListing(context, id);
}

/** Lists the product again as its seller had it (listed, or a draft), tells them and writes the log. */
export async function restoreListing(context: CatalogContext, operator: Operator, id: string) {
  await requireOthersListing(context, operator, id);
  const restored = await context.db.transaction(async (tx) => {
    const row = await restoreProduct(tx, id);
    if (!row) return undefined;
    await recordNotifications(tx, [
      { userId: row.sellerId, content: { kind: 'listing_restored', params: { productId: id, productTitle: row.title } } },
    ]);
    await recordOperatorAct(tx, { operator, action: 'listing.restored', subject: { kind: 'product', id, name: row.title } });
    return row;
  });
  if (restored) context.changes.announce({ products: [id], listings: true });
  const now = await readListing(context, id);
  if (!restored && now.hidden?.reason === 'account_suspended') {
    throw new AppError('conflict', 'Its seller is suspended: the listing comes back when the suspension ends.', undefined, {
      reason: 'seller_suspended',
    });
  }
  return now;
}

/**
 * The seller's account is suspended: their listings leave the market, inside the suspension's transaction. Answers the
 * products taken out, whose cached reads the caller drops once committed (`announceListingChanges`).
 */
export function unlistSuspendedSeller(tx: Db, sellerId: string): Promise<string[]> {
  return hideProductsOfSeller(tx, sellerId);
}

/** The suspension ended: what it took out is back as the seller had it, inside the caller's transaction. */
export function relistSeller(tx: Db, sellerId: string): Promise<string[]> {
  return restoreProductsOfSeller(tx, sellerId);
}

/** Drops the cached reads of products whose listing changed, and the lists, on every instance. */
export function announceListingChanges(changes: CatalogChanges, productIds: string[]): void {
  if (productIds.length > 0) changes.announce({ products: productIds, listings: true });
}

/** The seller asks for their hidden product back, having changed it: it shows among the operators' asked ones. */
export async function askForListingBack(context: CatalogContext, sellerId: string, id: string): Promise<void> {
  const asked = await markRestoreRequested(context.db, id, sellerId);
  if (asked) return;
  const row = await selectModeratedListing(context.db, id);
  if (!row || row.sellerId !== sellerId) throw listingNotFound();
  throw new AppError('conflict', 'This listing is not hidden.', undefined, { reason: 'not_hidden' });
}
