import type { SessionUser } from '@domain/auth/auth.schema';
import { categories, type Category } from '@domain/catalog/categories';
import { sponsoredSlots } from '@domain/boosts/boost-limits';
import { drawWeighted } from '@domain/boosts/weighted-draw';
import { matchesBrowseQuery } from '@domain/catalog/browse-match';
import { browseCountCap, browsePageSize, featuredProductCount, maxPhotosPerProduct } from '@domain/catalog/limits';
import {
  productInputSchema,
  type BrowseQuery,
  type FeaturedProducts,
  type BrowseResult,
  type InventoryItem,
  type Photo,
  type ProductCard,
  type ProductDetail,
  type SponsoredProduct,
  type ProductChanges,
  type SellerProfile,
} from '@domain/catalog/product.schema';
import { productSearchText } from '@domain/catalog/search-text';
import type { MarketStats } from '@domain/site/stats.schema';
import { keptRatingSummary, ratingSummaryOf } from '@domain/reviews/rating';
import { marketToday } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { fieldsOfIssues } from '@server/plugins/error-handler';
import type { Storage } from '@server/storage/storage';
import {
  appendPhotos,
  countActiveProductsByCategory,
  countActiveSellers,
  countBrowseMatches,
  countMembers,
  deleteOwnProduct,
  deletePhoto,
  insertProductWithPhotos,
  isVerifiedSeller,
  reorderPhotos,
  selectActiveProductIds,
  selectBrowsePage,
  selectMaxActivePrice,
  selectNewestActiveProducts,
  selectPhotos,
  selectProduct,
  selectSeller,
  selectSellerActivity,
  selectSellerProducts,
  selectSponsorCandidates,
  updateOwnProduct,
  type NewPhoto,
  type PhotoRow,
  type ProductRow,
} from './catalog.repository';
import { listingHiddenOf } from './listing-moderation.repository';
import { isLikelyBot } from '@server/infra/bot-user-agents';
import { boostsTag, listingsTag, membersTag, productTag, ratingsTag, type CatalogChanges } from '@server/infra/catalog-changes';
import { identifyVisitor, type SetCookie } from '@server/infra/visitors';
import { enforceRateLimits, forgiveHits, type RateLimitCheck, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { processPhoto } from './photo-processing';
import { isPhotoQueueRefusal, type PhotoQueue } from './photo-queue';
import type { ProductViews } from './product-views';
import { isWithinResults, type ReadCache } from '@server/infra/read-cache';

export type CatalogContext = {
  db: Db;
  storage: Storage;
  cache: ReadCache;
  changes: CatalogChanges;
  views: ProductViews;
  /** Decodes uploaded photos one at a time, in turn per account. */
  photos: PhotoQueue;
  writeLimits: CatalogWriteLimits;
  /** The clock sponsored slots are drawn by (a boost shows until its end); tests move it. */
  now: () => Date;
};

/** What one account may write to the catalog, on every instance together. */
export type CatalogWriteLimits = {
  /** Products listed. */
  productCreations: RateLimitRule;
  /** Photo files uploaded, with a new product or added to one (each file counts). */
  photoUploads: RateLimitRule;
  /** Edits, deletions, photo removals and reorderings. */
  productChanges: RateLimitRule;
};

/**
 * Far above what a farmer listing a harvest does in an hour (a few products, a few photos each, some edits), far
 * below what a script does: each photo costs a second of a core to decode, and each write drops cached pages on
 * every instance.
 */
export const defaultCatalogWriteLimits: CatalogWriteLimits = {
  productCreations: { limit: 30, windowSeconds: 60 * 60 },
  photoUploads: { limit: 100, windowSeconds: 60 * 60 },
  productChanges: { limit: 600, windowSeconds: 60 * 60 },
};

const productCreationCheck = (context: CatalogContext, sellerId: string): RateLimitCheck => ({
  key: `product-creations:user:${sellerId}`,
  rule: context.writeLimits.productCreations,
});

const photoUploadCheck = (context: CatalogContext, sellerId: string, files: number): RateLimitCheck => ({
  key: `photo-uploads:user:${sellerId}`,
  rule: context.writeLimits.photoUploads,
  hits: files,
});

/**
 * Refuses an upload of photos at once when the photo queue would not take one from the seller now (a full queue, or
 * the seller's previous photos still decoding): asked before anything is counted and before the body (up to 25 MB)
 * is read, so a refusal costs the seller no allowance and the server no memory.
 */
export function ensurePhotoQueueTakes(context: CatalogContext, sellerId: string, files = 1) {
  const refusal = context.photos.refusal(sellerId, files);
  if (refusal) throw refusal;
}

/** Counts a product listing against the seller's allowance; called before the upload's body is read. */
export async function enforceProductCreationLimit(context: CatalogContext, sellerId: string) {
  await enforceRateLimits(
    context.db,
    [productCreationCheck(context, sellerId)],
    'Too many new products in an hour. Please try again later.',
  );
}

async function enforcePhotoUploadLimit(context: CatalogContext, sellerId: string, files: number) {
  if (files === 0) return;
  await enforceRateLimits(
    context.db,
    [photoUploadCheck(context, sellerId, files)],
    'Too many photos uploaded in an hour. Please try again later.',
  );
}

/**
 * Decodes and stores an upload already counted by `counted`; when the photo queue turns it away (its files counted
 * meanwhile by others), the counts are taken back: the refusal is the market's load, not the seller's doing.
 */
async function storeCountedPhotos(context: CatalogContext, sellerId: string, files: UploadedFile[], counted: RateLimitCheck[]) {
  try {
    return await storePhotos(context, sellerId, files);
  } catch (error) {
    if (isPhotoQueueRefusal(error)) await forgiveHits(context.db, counted);
    throw error;
  }
}

async function enforceProductChangeLimit(context: CatalogContext, sellerId: string) {
  await enforceRateLimits(
    context.db,
    [{ key: `product-changes:user:${sellerId}`, rule: context.writeLimits.productChanges }],
    'Too many changes to products in an hour. Please try again later.',
  );
}
export type UploadedFile = { name: string; bytes: Buffer };

const tooManyPhotos = `You can upload a maximum of ${maxPhotosPerProduct} images per product.`;

type CardRow = Awaited<ReturnType<typeof selectNewestActiveProducts>>[number];

function toCard(storage: Storage, row: CardRow): ProductCard {
  const { coverKey, coverThumbKey, createdAt, ratingCount, ratingAverage, ...rest } = row;
  return {
    ...rest,
    coverUrl: coverKey ? storage.url(coverKey) : null,
    coverThumbUrl: coverThumbKey ? storage.url(coverThumbKey) : null,
    createdAt: createdAt.toISOString(),
    rating: keptRatingSummary(ratingCount, ratingAverage),
  };
}

function toPhoto(storage: Storage, row: PhotoRow): Photo {
  const urlOf = (key: string | null) => (key ? storage.url(key) : null);
  return {
    id: row.id,
    thumbUrl: urlOf(row.thumbKey),
    cardUrl: storage.url(row.cardKey),
    mainUrl: urlOf(row.mainKey),
    fullUrl: storage.url(row.fullKey),
    width: row.width,
    height: row.height,
  };
}

function toDetail(storage: Storage, product: ProductRow, photos: PhotoRow[], viewerId: string | null): ProductDetail {
  const { searchText: _searchText, createdAt, updatedAt, ratingCount, ratingAverage, ratingTotal: _ratingTotal, ...rest } = product;
  return {
    ...rest,
    rating: keptRatingSummary(ratingCount, ratingAverage),
    coverUrl: photos[0] ? storage.url(photos[0].cardKey) : null,
    coverThumbUrl: photos[0]?.thumbKey ? storage.url(photos[0].thumbKey) : null,
    photos: photos.map((photo) => toPhoto(storage, photo)),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    isOwner: viewerId === product.sellerId,
  };
}

/**
 * A list of products goes out of date when any product in it changes, or when what is listed changes; one with
 * sponsored slots also when a boost starts, pauses or resumes.
 */
function listingTags(products: { id: string }[], sponsored?: { id: string }[]): string[] {
  const shown = [...products, ...(sponsored ?? [])];
  return [listingsTag, ...shown.map((product) => productTag(product.id)), ...(sponsored ? [boostsTag] : [])];
}

/**
 * Which boosts may fill the sponsored slots of a search, whatever its order and page: shared in the read cache by
 * every page and order of one search, and dropped with the lists (a product listed, changed or sold out) and by
 * any boost's launch, pause or resume.
 */
type SponsorContext = Pick<CatalogContext, 'db' | 'storage' | 'cache' | 'now'>;
type SponsorCandidate = Awaited<ReturnType<typeof selectSponsorCandidates>>[number];

/**
 * The products any sponsored slot may hold (running boosts, listed and in stock), read once for the read cache's
 * lifetime on this instance and matched to each search in memory: a list read costs no query for its slots.
 * Dropped with the lists, with any of these products, and by any boost's launch, pause or resume.
 */
function loadSponsorCandidates({ db, cache, now }: SponsorContext) {
  return cache.getOrLoad(
    'sponsor-candidates',
    () => selectSponsorCandidates(db, now()),
    (candidates) => [listingsTag, boostsTag, ...candidates.map((candidate) => productTag(candidate.id))],
  );
}

/** Whether a boost's product may fill a slot of this search: it matches every filter, and the boost's districts. */
function qualifies(candidate: SponsorCandidate, search: BrowseQuery | 'featured'): boolean {
  const limited = candidate.boostDistricts.length > 0;
  // A boost limited to districts shows only to Browse searches for one of them, or for none.
  if (search === 'featured') return !limited;
  if (limited && search.district.length > 0 && !search.district.some((district) => candidate.boostDistricts.includes(district)))
    return false;
  return matchesBrowseQuery(candidate, search);
}

/**
 * The boost behind a sponsored card, while it may fill a slot (running, its product listed and in stock): what its
 * beacons are counted for, from the same read the slots are drawn from.
 */
export async function findSponsoringBoost(context: SponsorContext, boostId: string) {
  const at = context.now();
  const candidate = (await loadSponsorCandidates(context)).find((each) => each.boostId === boostId && each.boostEndsAt > at);
  return candidate && { boostId: candidate.boostId, sellerId: candidate.sellerId };
}

/**
 * The sponsored slots for a search or the home page, drawn when the list is read, in proportion to the boosts'
 * daily budgets, leaving out what the page already shows. A list kept in the read cache keeps its draw for as long
 * as it is kept (seconds); the next read draws again, so over a day each boost is shown in proportion to its budget.
 */
export async function drawSponsored(
  context: SponsorContext,
  search: BrowseQuery | 'featured',
  shown: ProductCard[],
  count: number,
): Promise<SponsoredProduct[]> {
  const shownIds = new Set(shown.map((product) => product.id));
  // Read up to a cache lifetime ago: a boost that has ended since leaves now, not when that read expires.
  const at = context.now();
  const candidates = (await loadSponsorCandidates(context)).filter(
    (candidate) => candidate.boostEndsAt > at && !shownIds.has(candidate.id) && qualifies(candidate, search),
  );
  return drawWeighted(candidates, count, (candidate) => candidate.dailyBudgetCents).map(
    ({
      boostId,
      adText,
      dailyBudgetCents: _budget,
      boostDistricts: _districts,
      boostEndsAt: _endsAt,
      searchText: _searchText,
      ...card
    }) => ({
      ...toCard(context.storage, card),
      boostId,
      adText,
    }),
  );
}

function sellerNameOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export async function listFeaturedProducts(context: CatalogContext): Promise<FeaturedProducts> {
  const { db, storage, cache } = context;
  return cache.getOrLoad(
    'featured',
    async () => {
      const products = (await selectNewestActiveProducts(db, featuredProductCount)).map((row) => toCard(storage, row));
      return { products, sponsored: await drawSponsored(context, 'featured', products, sponsoredSlots.featured) };
    },
    (featured) => listingTags(featured.products, featured.sponsored),
  );
}

/** The same query always gets the same key, whatever order its districts came in. */
function browseKey(query: BrowseQuery): string {
  return `browse:${JSON.stringify({ ...query, q: query.q?.toLowerCase(), district: [...query.district].sort() })}`;
}

export async function browseProducts(context: CatalogContext, query: BrowseQuery): Promise<BrowseResult> {
  const byRating = query.sort === 'rating' || query.minRating !== undefined;
  return context.cache.getOrLoad(
    browseKey(query),
    () => loadBrowsePage(context, query),
    (page) => [...listingTags(page.products, page.sponsored), ...(byRating ? [ratingsTag] : [])],
    (page) => isWithinResults(page.page, page.products),
  );
}

async function loadBrowsePage(context: CatalogContext, query: BrowseQuery): Promise<BrowseResult> {
  const { db, storage, cache } = context;
  const [matches, maxActivePriceCents] = await Promise.all([
    countBrowseMatches(db, query, browseCountCap),
    // The same for every search, so every search shares it.
    cache.getOrLoad(
      'max-active-price',
      () => selectMaxActivePrice(db),
      () => [listingsTag],
    ),
  ]);
  // The count, which stops at the cap, says how the page is best found: few matches are found by the filter and sorted.
  const rows = await selectBrowsePage(db, query, browsePageSize, { fewMatches: matches <= browseCountCap });
  const products = rows.map((row) => toCard(storage, row));
  return {
    products,
    total: Math.min(matches, browseCountCap),
    totalIsCapped: matches > browseCountCap,
    page: query.page,
    pageSize: browsePageSize,
    maxActivePriceCents,
    // A seller's own page lists their products alone: sponsored slots are Browse's.
    sponsored: query.seller ? [] : await drawSponsored(context, query, products, sponsoredSlots.browse),
  };
}

/** A product as its viewer may see it: drafts and inactive products exist only for their seller. */
async function findVisibleProduct(db: Db, id: string, viewerId: string | null): Promise<ProductRow> {
  const product = await selectProduct(db, id);
  if (!product || (product.status !== 'active' && product.sellerId !== viewerId)) {
    throw new AppError('not_found', 'Product not found or unavailable');
  }
  return product;
}

async function findOwnProduct(db: Db, id: string, sellerId: string): Promise<ProductRow> {
  const product = await findVisibleProduct(db, id, sellerId);
  if (product.sellerId !== sellerId) throw new AppError('forbidden', 'Only the seller can change this product.');
  return product;
}

/**
 * A product as its viewer may see it. The rows are cached whatever the product's status; who may see
 * them is decided on every request, so a draft is never shown to anyone but its seller.
 */
export async function getProduct(context: CatalogContext, id: string, viewerId: string | null): Promise<ProductDetail> {
  const found = await loadProduct(context, id);
  if (!found || (found.product.status !== 'active' && found.product.sellerId !== viewerId)) {
    throw new AppError('not_found', 'Product not found or unavailable');
  }
  return toDetail(context.storage, found.product, found.photos, viewerId);
}

/** A product and its photos whatever its status, or undefined; shared from the read cache. */
export async function loadProduct({ db, cache }: Pick<CatalogContext, 'db' | 'cache'>, id: string) {
  return cache.getOrLoad(
    productTag(id),
    async () => {
      const product = await selectProduct(db, id);
      return product ? { product, photos: await selectPhotos(db, id) } : undefined;
    },
    () => [productTag(id)],
  );
}

export async function listOwnProducts({ db, storage }: CatalogContext, sellerId: string): Promise<InventoryItem[]> {
  const rows = await selectSellerProducts(db, sellerId);
  return rows.map(({ status, updatedAt, hiddenAt, hiddenReason, hiddenNote, restoreRequestedAt, ...card }) => ({
    ...toCard(storage, card),
    status,
    updatedAt: updatedAt.toISOString(),
    hidden: listingHiddenOf({ hiddenAt, hiddenReason, hiddenNote, restoreRequestedAt }),
  }));
}

/**
 * Decodes and re-encodes every photo before anything is stored, then stores the files; if any step
 * fails, the files already stored are removed, so a rejected upload leaves nothing behind.
 */
async function storePhotos({ storage, photos: queue }: CatalogContext, sellerId: string, files: UploadedFile[]): Promise<NewPhoto[]> {
  const processed = await queue.decode(
    sellerId,
    files.map((file) => () => processPhoto(file.bytes, file.name)),
  );
  const stored: string[] = [];
  const put = async (bytes: Buffer) => {
    const key = await storage.put(bytes, 'webp');
    stored.push(key);
    return key;
  };
  try {
    const photos: NewPhoto[] = [];
    for (const photo of processed) {
      photos.push({
        thumbKey: await put(photo.thumb),
        cardKey: await put(photo.card),
        mainKey: await put(photo.main),
        fullKey: await put(photo.full),
        width: photo.width,
        height: photo.height,
      });
    }
    return photos;
  } catch (error) {
    // Every file that can be removed is, and the answer is the failure that stopped the upload, not a removal's.
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Removes stored files. The rows that named them are already gone, so a file that cannot be removed
 * is only wasted space, never a broken product: it does not fail the request.
 */
/** Every file stored for a photo (a photo stored before the thumbnail and page widths has two). */
function photoKeys(photo: Pick<NewPhoto, 'thumbKey' | 'cardKey' | 'mainKey' | 'fullKey'>): string[] {
  return [photo.thumbKey, photo.cardKey, photo.mainKey, photo.fullKey].filter((key): key is string => typeof key === 'string');
}

async function removePhotoFiles(storage: Storage, photos: Pick<NewPhoto, 'thumbKey' | 'cardKey' | 'mainKey' | 'fullKey'>[]) {
  const keys = new Set(photos.flatMap((photo) => photoKeys(photo)));
  await Promise.allSettled([...keys].map((key) => storage.delete(key)));
}

export async function createProduct(
  context: CatalogContext,
  seller: SessionUser,
  input: unknown,
  files: UploadedFile[],
): Promise<ProductDetail> {
  const { db, storage } = context;
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldsOfIssues(parsed.error.issues, 'product');
    throw new AppError('validation_failed', `Invalid ${fields.map((field) => field.path).join(', ')}`, fields);
  }
  if (files.length > maxPhotosPerProduct)
    throw new AppError('validation_failed', tooManyPhotos, [{ path: 'photos', message: tooManyPhotos }]);
  const values = parsed.data;
  const sellerName = sellerNameOf(seller);
  // Asked again now the files are known: the queue may have filled since the route asked.
  if (files.length > 0) {
    const refusal = context.photos.refusal(seller.id, files.length);
    if (refusal) {
      await forgiveHits(db, [productCreationCheck(context, seller.id)]);
      throw refusal;
    }
  }
  await enforcePhotoUploadLimit(context, seller.id, files.length);
  const photos = await storeCountedPhotos(context, seller.id, files, [
    productCreationCheck(context, seller.id),
    ...(files.length > 0 ? [photoUploadCheck(context, seller.id, files.length)] : []),
  ]);
  let product;
  try {
    product = await insertProductWithPhotos(
      db,
      {
        ...values,
        sellerId: seller.id,
        sellerName,
        searchText: productSearchText({ ...values, sellerName }),
      },
      photos,
    );
  } catch (error) {
    await removePhotoFiles(storage, photos);
    throw error;
  }
  context.changes.announce({ products: [product.id], listings: product.status === 'active' });
  return detailAfterChange(context, product.id, seller.id);
}

export async function updateProduct(context: CatalogContext, sellerId: string, id: string, patch: ProductChanges): Promise<ProductDetail> {
  const { db } = context;
  await enforceProductChangeLimit(context, sellerId);
  const current = await findOwnProduct(db, id, sellerId);
  const next = { ...current, ...patch };
  const searchChanged = ['title', 'description', 'town', 'district'].some((field) => field in patch);
  const updated = await updateOwnProduct(db, id, sellerId, {
    ...patch,
    ...(searchChanged && { searchText: productSearchText(next) }),
  });
  if (!updated) throw new AppError('not_found', 'Product not found or unavailable');
  // Any field may move the product in or out of a list, or within one (price, title, stock, status).
  context.changes.announce({ products: [id], listings: true });
  return detailAfterChange(context, id, sellerId);
}

export async function deleteProduct(context: CatalogContext, sellerId: string, id: string) {
  const { db, storage } = context;
  await enforceProductChangeLimit(context, sellerId);
  await findOwnProduct(db, id, sellerId);
  const photos = await deleteOwnProduct(db, id, sellerId);
  if (!photos) throw new AppError('not_found', 'Product not found or unavailable');
  context.changes.announce({ products: [id], listings: true });
  await removePhotoFiles(storage, photos);
}

export async function addPhotos(context: CatalogContext, sellerId: string, id: string, files: UploadedFile[]) {
  const { db, storage } = context;
  await findOwnProduct(db, id, sellerId);
  if (files.length === 0)
    throw new AppError('validation_failed', 'Choose at least one photo.', [{ path: 'photos', message: 'is required' }]);
  // Refuse before decoding anything; the transaction below checks again against concurrent uploads.
  if ((await selectPhotos(db, id)).length + files.length > maxPhotosPerProduct) {
    throw new AppError('validation_failed', tooManyPhotos, [{ path: 'photos', message: tooManyPhotos }]);
  }
  ensurePhotoQueueTakes(context, sellerId, files.length);
  await enforcePhotoUploadLimit(context, sellerId, files.length);
  const photos = await storeCountedPhotos(context, sellerId, files, [photoUploadCheck(context, sellerId, files.length)]);
  let added;
  try {
    added = await appendPhotos(db, id, photos, maxPhotosPerProduct);
  } catch (error) {
    await removePhotoFiles(storage, photos);
    throw error;
  }
  if (added === undefined || added === 'gone') {
    await removePhotoFiles(storage, photos);
    if (added === 'gone') throw new AppError('not_found', 'Product not found or unavailable');
    throw new AppError('validation_failed', tooManyPhotos, [{ path: 'photos', message: tooManyPhotos }]);
  }
  context.changes.announce({ products: [id] });
  return detailAfterChange(context, id, sellerId);
}

export async function removePhoto(context: CatalogContext, sellerId: string, id: string, photoId: string) {
  const { db, storage } = context;
  await enforceProductChangeLimit(context, sellerId);
  await findOwnProduct(db, id, sellerId);
  const removed = await deletePhoto(db, id, photoId);
  if (!removed) throw new AppError('not_found', 'Photo not found');
  context.changes.announce({ products: [id] });
  await removePhotoFiles(storage, [removed]);
  return detailAfterChange(context, id, sellerId);
}

export async function orderPhotos(context: CatalogContext, sellerId: string, id: string, photoIds: string[]) {
  const { db } = context;
  await enforceProductChangeLimit(context, sellerId);
  await findOwnProduct(db, id, sellerId);
  if (!(await reorderPhotos(db, id, photoIds))) {
    throw new AppError('validation_failed', 'List each of the product’s photos once.', [
      { path: 'photoIds', message: 'must list each photo once' },
    ]);
  }
  context.changes.announce({ products: [id] });
  return detailAfterChange(context, id, sellerId);
}

export async function getSellerProfile({ db }: CatalogContext, sellerId: string): Promise<SellerProfile> {
  const seller = await selectSeller(db, sellerId);
  if (!seller) throw new AppError('not_found', 'Seller not found');
  const activity = await selectSellerActivity(db, sellerId);
  // A profile is a shop front: someone with nothing listed (a buyer, say) has none, and their name stays private.
  if (activity.activeListings === 0) throw new AppError('not_found', 'Seller not found');
  const { district, activeListings, ratingTotal, ratingCount } = activity;
  return {
    id: seller.id,
    name: sellerNameOf(seller),
    memberSince: seller.createdAt.toISOString(),
    district,
    activeListings,
    verified: await isVerifiedSeller(db, sellerId),
    rating: ratingSummaryOf(ratingTotal, ratingCount),
  };
}

/** After a change, the seller sees the product as it is now. */
async function detailAfterChange(context: CatalogContext, id: string, sellerId: string): Promise<ProductDetail> {
  const product = await selectProduct(context.db, id);
  if (!product) throw new AppError('not_found', 'Product not found or unavailable');
  return toDetail(context.storage, product, await selectPhotos(context.db, id), sellerId);
}

/**
 * What a product page's head says, or undefined when the asker may not see the product (as `getProduct`
 * decides), from the same cached load as the product's API answer (the page renders from it at the same moment:
 * one read). `askerId` is called only for a product not on sale, so public pages cost no session lookup.
 * `listed` is false for the owner's own draft or inactive product: kept out of search engines.
 */
export async function findProductHead(context: CatalogContext, id: string, askerId: () => Promise<string | null>) {
  const found = await loadProduct(context, id);
  if (!found) return undefined;
  const { product, photos } = found;
  const listed = product.status === 'active';
  if (!listed && product.sellerId !== (await askerId())) return undefined;
  const [cover] = photos;
  return { product, listed, coverUrl: cover ? context.storage.url(cover.fullKey) : null };
}

export async function listSitemapProducts({ db, cache }: CatalogContext) {
  return cache.getOrLoad(
    'sitemap',
    () => selectActiveProductIds(db, 45_000),
    (rows) => listingTags(rows),
  );
}

export async function getMarketStats({ db, cache }: Pick<CatalogContext, 'db' | 'cache'>): Promise<MarketStats> {
  return cache.getOrLoad(
    'stats',
    () => countMarket(db),
    () => [listingsTag, membersTag],
  );
}

async function countMarket(db: Db): Promise<MarketStats> {
  const [members, sellers, byCategory] = await Promise.all([countMembers(db), countActiveSellers(db), countActiveProductsByCategory(db)]);
  const productsByCategory = Object.fromEntries(categories.map((category) => [category, 0])) as Record<Category, number>;
  for (const row of byCategory) productsByCategory[row.category] = row.products;
  const activeProducts = byCategory.reduce((sum, row) => sum + row.products, 0);
  return { members, sellers, activeProducts, productsByCategory };
}

// ——— Product page views ———

export type ViewRequest = {
  productId: string;
  /** The signed-in viewer's id; asked once the product is known to exist. */
  viewerId: () => Promise<string | null>;
  visitorCookie: string | undefined;
  /** The Origin header: only views from our own pages count, or any site could make its readers "view" a product. */
  origin: string | undefined;
  address: string;
  userAgent: string | undefined;
};

/**
 * Counts a view of a product page, unless it is the seller's own or an obvious bot's. A product the viewer may
 * not see is not found, as on the product page. Resolves, without waiting on any write, with the visitor cookies
 * to set.
 */
export async function recordProductView(context: CatalogContext, view: ViewRequest): Promise<{ setCookies: SetCookie[] }> {
  const product = (await loadProduct(context, view.productId))?.product;
  if (!product) throw new AppError('not_found', 'Product not found or unavailable');
  const viewerId = await view.viewerId();
  if (product.status !== 'active' && product.sellerId !== viewerId) throw new AppError('not_found', 'Product not found or unavailable');
  const { views } = context;
  if (product.sellerId === viewerId || isLikelyBot(view.userAgent) || !views.fromOurPages(view.origin)) return { setCookies: [] };

  const day = marketToday();
  const visitor = await identifyVisitor(views, day, { ...view, viewerId });
  if (!visitor) return { setCookies: [] };
  views.record({ productId: product.id, day, visitor: visitor.visitor, viewerId });
  return { setCookies: visitor.setCookies };
}
