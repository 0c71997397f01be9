CREATE TYPE "public"."overview_period" AS ENUM('day', 'week', 'month');--> statement-breakpoint
CREATE TABLE "market_overview_cells" (
	"period" "overview_period" NOT NULL,
	"start" date NOT NULL,
	"level" smallint NOT NULL,
	"district" "district",
	"category" "product_category",
	"orders" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	"sellers" integer NOT NULL,
	"buyers" integer NOT NULL,
	"cancelled_items" integer NOT NULL,
	"cancelled_cents" bigint NOT NULL,
	"cancelled_by_buyer" integer NOT NULL,
	"cancelled_by_seller" integer NOT NULL,
	"cancelled_buyer_suspended" integer NOT NULL,
	"cancelled_seller_suspended" integer NOT NULL,
	"new_accounts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_overview_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_overview_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_overview_cells_slice_idx" ON "market_overview_cells" USING btree ("period","level","district","category","start");--> statement-breakpoint
CREATE INDEX "market_overview_cells_category_idx" ON "market_overview_cells" USING btree ("period","level","category","start");--> statement-breakpoint
-- Marks the Colombo days whose figures an order item's change alters: items written or deleted, and items whose
-- cancellation, time, listing or seller changed (confirming or delivering one changes no figure). Once per
-- statement, whatever wrote them (checkout, a status change, a bulk load); the count takes the marks away.
CREATE FUNCTION "market_overview_mark_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (ordered_at AT TIME ZONE 'Asia/Colombo')::date FROM new_items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (ordered_at AT TIME ZONE 'Asia/Colombo')::date FROM old_items;
  ELSE
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (moment AT TIME ZONE 'Asia/Colombo')::date
      FROM new_items after_change
        JOIN old_items before_change ON before_change.id = after_change.id
        CROSS JOIN LATERAL (VALUES (after_change.ordered_at), (before_change.ordered_at)) AS moments(moment)
      WHERE (after_change.status = 'cancelled') IS DISTINCT FROM (before_change.status = 'cancelled')
        OR after_change.ordered_at IS DISTINCT FROM before_change.ordered_at
        OR after_change.product_id IS DISTINCT FROM before_change.product_id
        OR after_change.seller_id IS DISTINCT FROM before_change.seller_id
        OR after_change.order_id IS DISTINCT FROM before_change.order_id
        OR after_change.price_cents_at_time IS DISTINCT FROM before_change.price_cents_at_time
        OR after_change.quantity IS DISTINCT FROM before_change.quantity;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_insert_market_overview" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_items"();
--> statement-breakpoint
CREATE TRIGGER "order_items_update_market_overview" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_items"();
--> statement-breakpoint
CREATE TRIGGER "order_items_delete_market_overview" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_items"();
--> statement-breakpoint
-- The same for accounts: the day an account was made is when it counts as new.
CREATE FUNCTION "market_overview_mark_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Colombo')::date FROM new_accounts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Colombo')::date FROM old_accounts;
  ELSE
    INSERT INTO market_overview_changes (day)
      SELECT DISTINCT (moment AT TIME ZONE 'Asia/Colombo')::date
      FROM new_accounts after_change
        JOIN old_accounts before_change ON before_change.id = after_change.id
        CROSS JOIN LATERAL (VALUES (after_change.created_at), (before_change.created_at)) AS moments(moment)
      WHERE after_change.created_at IS DISTINCT FROM before_change.created_at;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_insert_market_overview" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_accounts"();
--> statement-breakpoint
CREATE TRIGGER "users_update_market_overview" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_accounts NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_accounts"();
--> statement-breakpoint
CREATE TRIGGER "users_delete_market_overview" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_accounts FOR EACH STATEMENT EXECUTE FUNCTION "market_overview_mark_accounts"();
--> statement-breakpoint
-- Every day the market already has something on, for the first count.
INSERT INTO market_overview_changes (day)
  SELECT (ordered_at AT TIME ZONE 'Asia/Colombo')::date FROM order_items
  UNION SELECT (created_at AT TIME ZONE 'Asia/Colombo')::date FROM users;
