import { sql, type SQL } from 'drizzle-orm';
import type { ModeratedAccountsQuery } from '@domain/admin/account-moderation.schema';
import type { District } from '@domain/catalog/districts';
import { containsPattern } from '@domain/catalog/search-text';
import { normalizeSriLankanPhone } from '@domain/phone';
import { selectRows, type Db } from '@server/db/client';

// Read model: the accounts the operators' console finds (decision 063), with what an operator weighs before acting
// on one: where they deliver to and sell from (orders' delivery details, catalog's products), what they sell and
// bought, whether they run the market or are a verified seller. Read across the modules' tables in one statement;
// every write stays with the owning module (decision 050).

export type OperatorAccountRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  created_at: Date | string;
  districts: District[] | null;
  active_listings: number | string;
  orders: number | string;
  is_operator: boolean;
  verified_seller: boolean;
};

const suspendedNow = (userId: SQL) =>
  sql`exists (select 1 from account_suspensions s where s.user_id = ${userId} and s.ended_at is null and (s.ends_at is null or s.ends_at > now()))`;

/** What the words ask for: an e-mail address (or part of one), a phone number, an account's id, or words of the name. */
function matching(q: string): SQL {
  const pattern = containsPattern(q);
  const phone = normalizeSriLankanPhone(q);
  return sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern} or u.id = ${q}${phone ? sql` or u.phone_number = ${phone}` : sql``})`;
}

function selectAccountsWhere(db: Db, where: SQL, limit: number, offset: number): Promise<OperatorAccountRow[]> {
  return selectRows<OperatorAccountRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.email_verified, u.phone_number, u.phone_number_verified, u.created_at,
      (select array_agg(distinct places.district::text) from (
         select d.district from delivery_details d where d.user_id = u.id
         union select p.district from products p where p.seller_id = u.id) places) as districts,
      (select count(*) from products p where p.seller_id = u.id and p.status = 'active') as active_listings,
      (select count(*) from orders o where o.buyer_id = u.id) as orders,
      exists (select 1 from operators op where op.user_id = u.id) as is_operator,
      exists (select 1 from verified_sellers v where v.user_id = u.id) as verified_seller
    from users u
    where ${where}
    order by u.created_at desc, u.id desc
    limit ${limit} offset ${offset}`,
  );
}

/** A page of accounts, newest first, and whether there are more. */
export async function selectOperatorAccounts(
  db: Db,
  query: ModeratedAccountsQuery,
  pageSize: number,
): Promise<{ rows: OperatorAccountRow[]; more: boolean }> {
  const conditions: SQL[] = [sql`true`];
  if (query.q) conditions.push(matching(query.q));
  if (query.district) {
    conditions.push(sql`(exists (select 1 from delivery_details d where d.user_id = u.id and d.district = ${query.district})
      or exists (select 1 from products p where p.seller_id = u.id and p.district = ${query.district}))`);
  }
  if (query.show === 'suspended') conditions.push(suspendedNow(sql`u.id`));
  const rows = await selectAccountsWhere(db, sql.join(conditions, sql` and `), pageSize + 1, (query.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

/** One account as the console lists it; undefined when there is none. */
export async function selectOperatorAccount(db: Db, id: string): Promise<OperatorAccountRow | undefined> {
  const [row] = await selectAccountsWhere(db, sql`u.id = ${id}`, 1, 0);
  return row;
}
