import { and, asc, count, countDistinct, desc, eq, gt, gte, inArray, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import { hiddenColumns } from './listing-moderation.repository';
import { lockSellerBadge } from './product-rows.repository';
import { containsPattern, searchTextSeparator } from '@domain/catalog/search-text';
import type { BrowseQuery } from '@domain/catalog/product.schema';
import type { Db } from '@server/db/client';
import { members } from '@server/db/schema/auth';
import { boostPlacements } from '@server/db/schema/boosts';
import { productPhotos, products } from '@server/db/schema/catalog';
import { productViews } from '@server/db/schema/product-views';
import { verifiedSellers } from '@server/db/schema/seller-verifications';

export type NewProduct = typeof products.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type PhotoRow = typeof productPhotos.$inferSelect;
export type NewPhoto = Omit<typeof productPhotos.$inferInsert, 'productId' | 'position'>;

/** The cover's card and thumbnail widths, each read through the (product_id, position) index. */
// Spelled out: inside a select list Drizzle leaves column names unqualified, and a bare "id" here
// would mean the photo's own id.
const coverKey = sql<string | null>`(select cover.card_key from product_photos as cover
  where cover.product_id = "products"."id" and cover.position = 0)`;
const coverThumbKey = sql<string | null>`(select cover.thumb_key from product_photos as cover
  where cover.product_id = "products"."id" and cover.position = 0)`;

const cardColumns = {
  id: products.id,
  title: products.title,
  priceCents: products.priceCents,
  unit: products.unit,
  category: products.category,
  district: products.district,
  town: products.town,
  condition: products.condition,
  quantity: products.quantity,
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  sellerVerified: products.sellerVerified,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingAverage: products.ratingAverage,
  coverKey,
  coverThumbKey,
};

const isActive = eq(products.status, 'active');

function browseConditions(query: BrowseQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    isActive,
    query.q ? sql`${products.searchText} like ${containsPattern(query.q)}` : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.district.length > 0 ? inArray(products.district, query.district) : undefined,
    query.minPrice !== undefined ? gte(products.priceCents, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.priceCents, query.maxPrice) : undefined,
    query.inStock ? gt(products.quantity, 0) : undefined,
    // The average is 0 until there is a rating, so this also leaves out products not rated yet.
    query.minRating !== undefined ? gte(products.ratingAverage, query.minRating) : undefined,
    query.seller ? eq(products.sellerId, query.seller) : undefined,
  ];
  return and(...conditions) as SQL;
}

const browseOrder = {
  newest: [desc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.priceCents), desc(products.createdAt), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.createdAt), asc(products.id)],
  rating: [desc(products.ratingAverage), desc(products.ratingCount), desc(products.createdAt), asc(products.id)],
} as const;

/**
 * The same orders, written so that no index can produce them. With a filter that matches few products, the
 * planner may still walk the newest (or price) index and test every row against the filter, expecting matches to
 * turn up early; when they are rare or none (fruit from two districts that grow none) it reads the whole table,
 * 50 ms at 100,000 products. Ordered by an expression, the filter's own index finds the few matches and they are
 * sorted, well under a millisecond.
 */
const createdAtAsSorted = sql`${products.createdAt} + interval '0 seconds'`;
const priceAsSorted = sql`${products.priceCents} + 0`;
const ratingAsSorted = sql`${products.ratingAverage} + 0`;
const browseOrderOfFew = {
  newest: [sql`${createdAtAsSorted} desc`, asc(products.id)],
  price_asc: [sql`${priceAsSorted} asc`, sql`${createdAtAsSorted} desc`, asc(products.id)],
  price_desc: [sql`${priceAsSorted} desc`, sql`${createdAtAsSorted} desc`, asc(products.id)],
  rating: [sql`${ratingAsSorted} desc`, desc(products.ratingCount), sql`${createdAtAsSorted} desc`, asc(products.id)],
} as const;

/** `fewMatches`: the caller counted at most a thousand or so matches, which are cheaper found by the filter and sorted. */
export async function selectBrowsePage(db: Db, query: BrowseQuery, pageSize: number, { fewMatches }: { fewMatches: boolean }) {
  return db
    .select(cardColumns)
    .from(products)
    .where(browseConditions(query))
    .orderBy(...(fewMatches ? browseOrderOfFew : browseOrder)[query.sort])
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
}

/** Counts matches, stopping at `cap + 1`: an exact count of a large result costs more than it tells. */
export async function countBrowseMatches(db: Db, query: BrowseQuery, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(browseConditions(query))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ matches: count() }).from(limited);
  return row?.matches ?? 0;
}

/**
 * The running boosts (started, not ended, not paused) whose product is listed and in stock, each with its product
 * as a card and what Browse's filters look at: the few hundred products any sponsored slot can hold, read at once
 * and matched to each search in memory (`matchesBrowseQuery`).
 */
export async function selectSponsorCandidates(db: Db, now: Date) {
  return db
    .select({
      ...cardColumns,
      searchText: products.searchText,
      boostId: boostPlacements.id,
      adText: boostPlacements.description,
      dailyBudgetCents: boostPlacements.dailyBudgetCents,
      boostDistricts: boostPlacements.districts,
      boostEndsAt: boostPlacements.endsAt,
    })
    .from(boostPlacements)
    .innerJoin(products, eq(products.id, boostPlacements.productId))
    .where(
      and(
        isNull(boostPlacements.pausedAt),
        gt(boostPlacements.endsAt, now),
        lte(boostPlacements.startsAt, now),
        isActive,
        gt(products.quantity, 0),
      ),
    );
}

export async function selectMaxActivePrice(db: Db): Promise<number> {
  const [row] = await db
    .select({ highest: max(products.priceCents) })
    .from(products)
    .where(isActive);
  return row?.highest ?? 0;
}

export async function selectNewestActiveProducts(db: Db, limit: number) {
  return db.select(cardColumns).from(products).where(isActive).orderBy(desc(products.createdAt), asc(products.id)).limit(limit);
}

export async function selectProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function selectPhotos(db: Db, productId: string): Promise<PhotoRow[]> {
  return db.select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position));
}

export async function selectSellerProducts(db: Db, sellerId: string) {
  return db
    .select({
      ...cardColumns,
      status: products.status,
      updatedAt: products.updatedAt,
      ...hiddenColumns,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.updatedAt));
}

/** Whether an operator verified the seller (the seller module's published view): a new product carries the badge. */
export async function isVerifiedSeller(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: verifiedSellers.userId })
    .from(verifiedSellers)
    .where(eq(verifiedSellers.userId, sellerId))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes a product and its photos together: both or neither. Whether it carries the verified seller's badge is read
 * here, under the seller's badge lock, so an operator's decision made meanwhile is never missed.
 */
export async function insertProductWithPhotos(
  db: Db,
  product: Omit<NewProduct, 'sellerVerified'>,
  photos: NewPhoto[],
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await lockSellerBadge(tx, product.sellerId, 'list');
    const sellerVerified = await isVerifiedSeller(tx, product.sellerId);
    const [row] = await tx
      .insert(products)
      .values({ ...product, sellerVerified })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (photos.length > 0) {
      await tx.insert(productPhotos).values(photos.map((photo, position) => ({ ...photo, productId: row.id, position })));
    }
    return row;
  });
}

/** Changes a seller's own product; nothing happens (undefined) when the product is not theirs. */
export async function updateOwnProduct(
  db: Db,
  id: string,
  sellerId: string,
  changes: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const { status, ...rest } = changes;
  const [row] = await db
    .update(products)
    .set({
      ...rest,
      // A listing operators hid stays unlisted until they restore it: the seller's choice of status is what it gets back then.
      ...(status && {
        status: sql`case when ${products.hiddenAt} is null then ${status}::product_status else ${products.status} end`,
        hiddenStatus: sql`case when ${products.hiddenAt} is null then ${products.hiddenStatus} else ${status}::product_status end`,
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .returning();
  return row;
}

/** Deletes a seller's own product and returns its photos' storage keys; its photo rows go with it. */
export async function deleteOwnProduct(db: Db, id: string, sellerId: string): Promise<PhotoRow[] | undefined> {
  return db.transaction(async (tx) => {
    const photos = await tx.select().from(productPhotos).where(eq(productPhotos.productId, id));
    const deleted = await tx
      .delete(products)
      .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
      .returning({ id: products.id });
    return deleted.length > 0 ? photos : undefined;
  });
}

/** Appends photos after the existing ones, refusing (undefined) if that would pass `limit`. */
export async function appendPhotos(db: Db, productId: string, photos: NewPhoto[], limit: number) {
  return db.transaction(async (tx) => {
    // Lock the product row so two uploads at once cannot both pass the limit.
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!locked) return 'gone' as const;
    const existing = await tx
      .select({ position: productPhotos.position })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId));
    if (existing.length + photos.length > limit) return undefined;
    const start = existing.reduce((highest, photo) => Math.max(highest, photo.position + 1), 0);
    const rows = await tx
      .insert(productPhotos)
      .values(photos.map((photo, index) => ({ ...photo, productId, position: start + index })))
      .returning();
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    return rows;
  });
}

/** Puts a product's photos in the given order (the first becomes the cover); false when the ids do not match. */
export async function reorderPhotos(db: Db, productId: string, photoIds: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: productPhotos.id }).from(productPhotos).where(eq(productPhotos.productId, productId));
    const sameSet = existing.length === photoIds.length && existing.every((photo) => photoIds.includes(photo.id));
    if (!sameSet || new Set(photoIds).size !== photoIds.length) return false;
    // Move out of the way first: positions are unique per product.
    await tx
      .update(productPhotos)
      .set({ position: sql`${productPhotos.position} + 1000` })
      .where(eq(productPhotos.productId, productId));
    for (const [position, id] of photoIds.entries()) {
      await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, id));
    }
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    return true;
  });
}

/** Removes one photo and closes the gap in the order; returns the removed row. */
export async function deletePhoto(db: Db, productId: string, photoId: string): Promise<PhotoRow | undefined> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(productPhotos)
      .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
      .returning();
    if (!removed) return undefined;
    const rest = await tx
      .select({ id: productPhotos.id })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));
    for (const [position, photo] of rest.entries()) {
      await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
    }
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    return removed;
  });
}

export async function selectSeller(db: Db, sellerId: string) {
  const [row] = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, sellerId));
  return row;
}

export async function selectSellerActivity(db: Db, sellerId: string) {
  // The district of most of the seller's listings; on a tie, the one they listed in most recently.
  const [latest] = await db
    .select({ district: products.district })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isActive))
    .groupBy(products.district)
    .orderBy(desc(count()), desc(max(products.updatedAt)))
    .limit(1);
  // Ratings of every product the seller has, listed or not: taking one off sale does not take back its reviews.
  const [counted] = await db
    .select({
      listings: sql<number>`count(*) filter (where ${isActive})`.mapWith(Number),
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)`.mapWith(Number),
      ratingTotal: sql<number>`coalesce(sum(${products.ratingTotal}), 0)`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  return {
    district: latest?.district ?? null,
    activeListings: counted?.listings ?? 0,
    ratingCount: counted?.ratingCount ?? 0,
    ratingTotal: counted?.ratingTotal ?? 0,
  };
}

export async function selectActiveProductIds(db: Db, limit: number) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isActive)
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}

export async function countActiveProductsByCategory(db: Db) {
  return db.select({ category: products.category, products: count() }).from(products).where(isActive).groupBy(products.category);
}

export async function countActiveSellers(db: Db): Promise<number> {
  const [row] = await db
    .select({ sellers: countDistinct(products.sellerId) })
    .from(products)
    .where(isActive);
  return row?.sellers ?? 0;
}

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ members: count() }).from(members);
  return row?.members ?? 0;
}

/**
 * Generates `count` active products in one statement, for benchmarks: titles from a produce list,
 * one description phrase in three ("fresh …"), a rare word in about one product in a thousand,
 * random districts, prices and sellers. The search text is built like productSearchText builds it.
 */
export async function insertGeneratedProducts(
  db: Db,
  {
    count: howMany,
    sellers,
    districts,
  }: { count: number; sellers: { id: string; name: string }[]; districts: { slug: string; names: string }[] },
) {
  const sellerRows = sql.join(
    sellers.map((seller, index) => sql`(${index}::int, ${seller.id}::text, ${seller.name}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    with seller_list(n, id, name) as (values ${sellerRows}),
      district_list(n, slug, names) as (values ${sql.join(
        districts.map((district, index) => sql`(${index}::int, ${district.slug}::text, ${district.names}::text)`),
        sql`, `,
      )}),
      produce(n, title, category) as (values
        (0, 'Carrots', 'vegetables'), (1, 'Leeks', 'vegetables'), (2, 'Beans', 'vegetables'), (3, 'Cabbage', 'vegetables'),
        (4, 'Brinjal', 'vegetables'), (5, 'Mangoes', 'fruits'), (6, 'Bananas', 'fruits'), (7, 'Papaya', 'fruits'),
        (8, 'Red rice', 'grains'), (9, 'Green gram', 'grains'), (10, 'Buffalo curd', 'dairy'), (11, 'Fresh milk', 'dairy'),
        (12, 'Village chicken', 'meat-poultry'), (13, 'Goats', 'livestock'), (14, 'Coconut seedlings', 'seeds-plants'),
        (15, 'Cinnamon', 'herbs-spices'), (16, 'Pepper', 'herbs-spices'), (17, 'Water pump', 'equipment'),
        (18, 'Two-wheel tractor', 'equipment'), (19, 'Bee honey', 'other')),
      generated as (
        select g,
          p.title || ' lot ' || g as title,
          p.category,
          (case when g % 3 = 0 then 'Fresh harvest, ' else 'Carefully packed, ' end) ||
            (case when g % 1000 = 7 then 'heirloom Kalpitiya variety, ' else '' end) || 'delivered by the seller.' as description,
          d.slug, d.names, s.id as seller_id, s.name as seller_name
        from generate_series(1, ${howMany}) as g
        join produce p on p.n = g % 20
        join district_list d on d.n = (g * 7) % 25
        join seller_list s on s.n = (g * 13) % ${sellers.length}::int
      )
    insert into ${products} (seller_id, seller_name, title, description, price_cents, unit, category, district,
      quantity, status, search_text, created_at, updated_at)
    select seller_id, seller_name, title, description, 5000 + (g * 7919) % 2000000, 'kg', category::product_category,
      slug::district, (g * 31) % 120, 'active',
      lower(title || ${searchTextSeparator}::text || description || ${searchTextSeparator}::text || ${searchTextSeparator}::text || seller_name || ${searchTextSeparator}::text || names),
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generated
  `);
}

/** After a bulk load: fresh planner statistics and visibility map, as autovacuum would give them later. */
export async function refreshProductStatistics(db: Db) {
  await db.execute(sql`vacuum analyze products`);
}

/** A product page seen by `visitor` on a Colombo `day`; `viewerId` is the signed-in viewer, if any. */
export type ProductViewRow = { productId: string; day: string; visitor: string; viewerId: string | null };

/**
 * Writes views in one statement: the arrays are joined to the products still on sale, not by their own seller,
 * and a view already counted (by this instance or another) is skipped by the primary key. Rows go in key order,
 * so two instances writing overlapping batches wait for each other rather than deadlock.
 */
export async function insertProductViews(db: Db, views: ProductViewRow[]): Promise<void> {
  if (views.length === 0) return;
  const productIds = sql.param(views.map((view) => view.productId));
  const days = sql.param(views.map((view) => view.day));
  const visitors = sql.param(views.map((view) => view.visitor));
  const viewerIds = sql.param(views.map((view) => view.viewerId));
  await db.execute(sql`
    insert into ${productViews} (product_id, seller_id, day, visitor)
    select seen.product_id, ${products.sellerId}, seen.day, seen.visitor
    from unnest(${productIds}::uuid[], ${days}::date[], ${visitors}::text[], ${viewerIds}::text[])
      as seen(product_id, day, visitor, viewer_id)
    join ${products} on ${products.id} = seen.product_id
    where ${isActive} and ${products.sellerId} is distinct from seen.viewer_id
    order by seen.product_id, seen.day, seen.visitor
    on conflict do nothing
  `);
}

/** Up to `limit` photos stored before the thumbnail and page widths, in no particular order (instances share them). */
export async function selectPhotosWithoutWidths(
  db: Db,
  limit: number,
): Promise<Pick<PhotoRow, 'id' | 'productId' | 'cardKey' | 'fullKey'>[]> {
  return db
    .select({ id: productPhotos.id, productId: productPhotos.productId, cardKey: productPhotos.cardKey, fullKey: productPhotos.fullKey })
    .from(productPhotos)
    .where(isNull(productPhotos.thumbKey))
    .orderBy(sql`random()`)
    .limit(limit);
}

/**
 * Names a photo's thumbnail and page widths, unless another instance named them first (or the photo is gone):
 * whether these were the ones kept.
 */
export async function setPhotoWidths(db: Db, id: string, keys: { thumbKey: string; mainKey: string }): Promise<boolean> {
  const updated = await db
    .update(productPhotos)
    .set(keys)
    .where(and(eq(productPhotos.id, id), isNull(productPhotos.thumbKey)))
    .returning({ id: productPhotos.id });
  return updated.length > 0;
}
