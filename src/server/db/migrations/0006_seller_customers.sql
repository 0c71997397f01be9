CREATE TABLE "seller_customers" (
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"orders" integer NOT NULL,
	"delivered_orders" integer NOT NULL,
	"items" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"district" "district" NOT NULL,
	"phone_number" text NOT NULL,
	CONSTRAINT "seller_customers_pk" PRIMARY KEY("seller_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "seller_customers" ADD CONSTRAINT "seller_customers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_customers" ADD CONSTRAINT "seller_customers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Counts again, from the items themselves, the (seller, buyer) pairs given: each pair's row is replaced by one
-- counted from all of that buyer's orders holding the seller's items, or removed when none is left standing.
CREATE FUNCTION "seller_customers_recount"("seller_ids" text[], "buyer_ids" text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM seller_customers sc
    USING unnest(seller_ids, buyer_ids) AS pair(seller_id, buyer_id)
    WHERE sc.seller_id = pair.seller_id AND sc.buyer_id = pair.buyer_id;
  INSERT INTO seller_customers (seller_id, buyer_id, orders, delivered_orders, items, spent_cents, last_order_at, district, phone_number)
    SELECT seller_id, buyer_id,
      count(*) FILTER (WHERE standing),
      count(*) FILTER (WHERE delivered),
      sum(items),
      sum(spent),
      max(created_at) FILTER (WHERE standing),
      (array_agg(district ORDER BY created_at DESC) FILTER (WHERE standing))[1],
      (array_agg(phone_number ORDER BY created_at DESC) FILTER (WHERE standing))[1]
    FROM (
      SELECT pair.seller_id, pair.buyer_id, o.id, o.created_at, o.district, o.phone_number,
        count(*) FILTER (WHERE oi.status <> 'cancelled') AS items,
        coalesce(sum(oi.price_cents_at_time::bigint * oi.quantity) FILTER (WHERE oi.status <> 'cancelled'), 0) AS spent,
        bool_or(oi.status <> 'cancelled') AS standing,
        bool_or(oi.status = 'delivered') AS delivered
      FROM unnest(seller_ids, buyer_ids) AS pair(seller_id, buyer_id)
        JOIN orders o ON o.buyer_id = pair.buyer_id
        JOIN order_items oi ON oi.order_id = o.id AND oi.seller_id = pair.seller_id
      GROUP BY pair.seller_id, pair.buyer_id, o.id
    ) per_order
    GROUP BY seller_id, buyer_id
    HAVING bool_or(standing);
$$;
--> statement-breakpoint
-- After a statement writes items: recounts the pairs they belong to, once per statement, whatever wrote them
-- (checkout, a status change, a bulk load). Each pair is locked first, all in one order so two writers cannot
-- deadlock on them: a writer recounts only once any other writer of the same pair has committed, and under READ
-- COMMITTED the recount's statements then see its items.
CREATE FUNCTION "seller_customers_after_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seller_ids text[];
  buyer_ids text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only items whose status or time changed: deleting a product also updates its items (product_id), and that
    -- changes no customer.
    SELECT array_agg(pair.seller_id ORDER BY pair.seller_id, pair.buyer_id), array_agg(pair.buyer_id ORDER BY pair.seller_id, pair.buyer_id)
      INTO seller_ids, buyer_ids
      FROM (
        SELECT DISTINCT changed.seller_id, o.buyer_id
        FROM changed_items changed
          JOIN items_before before ON before.id = changed.id
          JOIN orders o ON o.id = changed.order_id
        WHERE changed.status IS DISTINCT FROM before.status OR changed.ordered_at IS DISTINCT FROM before.ordered_at
      ) pair;
  ELSE
    SELECT array_agg(pair.seller_id ORDER BY pair.seller_id, pair.buyer_id), array_agg(pair.buyer_id ORDER BY pair.seller_id, pair.buyer_id)
      INTO seller_ids, buyer_ids
      FROM (SELECT DISTINCT changed.seller_id, o.buyer_id FROM changed_items changed JOIN orders o ON o.id = changed.order_id) pair;
  END IF;
  IF seller_ids IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('govi-seller-customer:' || pair.seller_id || ':' || pair.buyer_id, 0))
    FROM unnest(seller_ids, buyer_ids) WITH ORDINALITY AS pair(seller_id, buyer_id, position)
    ORDER BY pair.position;
  PERFORM seller_customers_recount(seller_ids, buyer_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_seller_customers" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "seller_customers_after_items"();
--> statement-breakpoint
CREATE TRIGGER "order_items_status_seller_customers" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS items_before NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "seller_customers_after_items"();
--> statement-breakpoint
-- Every customer counted afresh from all the items: for this migration, and for bulk loads that write items
-- with the triggers above turned off (a statement writing a million items would otherwise lock each pair).
CREATE FUNCTION "seller_customers_count_all"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM seller_customers;
  SELECT seller_customers_recount(array_agg(pair.seller_id), array_agg(pair.buyer_id))
    FROM (SELECT DISTINCT oi.seller_id, o.buyer_id FROM order_items oi JOIN orders o ON o.id = oi.order_id) pair;
$$;
--> statement-breakpoint
SELECT "seller_customers_count_all"();
