import { sql, type Kysely } from 'kysely';
import { RATED_FROM, ratingBucketSql } from '../rating-buckets.ts';

/**
 * The listed products of each whole-star rating (`listed_rating_counts`), kept as reviews change a
 * product's average, so the rating filter's counts on the shop's first view are five rows read, not every
 * rated product counted (as migration 035 keeps the stock statuses'). Listed: published and not a variation.
 * A product without rated reviews (average 0) is in no row.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('listed_rating_counts')
    .addColumn('rating', 'integer', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const statement of dialect === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS) await sql.raw(statement).execute(db);
  await sql
    .raw(
      `insert into listed_rating_counts (rating, count)
       select ${ratingBucketSql('average_rating')}, count(*) from products
       where ${RATED('products')} group by ${ratingBucketSql('average_rating')}`,
    )
    .execute(db);
}

/** Whether the row is a listed product with a rating. */
const RATED = (row: string) => `(${row}.status = 'publish' and ${row}.type <> 'variation' and ${row}.average_rating >= ${RATED_FROM})`;
const ADD = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
  `insert into listed_rating_counts (rating, count) values (${ratingBucketSql(`${row}.average_rating`)}, 0 ${delta})
   on conflict (rating) do update set count = listed_rating_counts.count ${delta}`;
/** A change that moves the product between buckets, or in or out of the counted ones. */
const MOVED = `${RATED('old')} <> ${RATED('new')} or ${ratingBucketSql('old.average_rating')} <> ${ratingBucketSql('new.average_rating')}`;

const SQLITE_TRIGGERS = [
  `create trigger rating_count_product_added after insert on products when ${RATED('new')} begin ${ADD('new', '+ 1')}; end`,
  `create trigger rating_count_product_deleted after delete on products when ${RATED('old')} begin ${ADD('old', '- 1')}; end`,
  `create trigger rating_count_product_changed after update of status, type, average_rating on products when ${MOVED}
   begin
     update listed_rating_counts set count = count - 1 where rating = ${ratingBucketSql('old.average_rating')} and ${RATED('old')};
     insert into listed_rating_counts (rating, count) select ${ratingBucketSql('new.average_rating')}, 1 where ${RATED('new')}
     on conflict (rating) do update set count = listed_rating_counts.count + 1;
   end`,
];

// Row triggers whose conditions leave out the unrated products: an import's thousands of new products
// (average 0) call no function.
const POSTGRES_TRIGGERS = [
  `create function listed_rating_counts_on_product() returns trigger language plpgsql as $$
   begin
     if tg_op in ('DELETE', 'UPDATE') and ${RATED('old')} then
       update listed_rating_counts set count = count - 1 where rating = ${ratingBucketSql('old.average_rating')};
     end if;
     if tg_op in ('INSERT', 'UPDATE') and ${RATED('new')} then
       ${ADD('new', '+ 1')};
     end if;
     return null;
   end $$`,
  `create trigger rating_count_product_added after insert on products for each row when (${RATED('new')})
   execute function listed_rating_counts_on_product()`,
  `create trigger rating_count_product_deleted after delete on products for each row when (${RATED('old')})
   execute function listed_rating_counts_on_product()`,
  `create trigger rating_count_product_changed after update of status, type, average_rating on products for each row when (${MOVED})
   execute function listed_rating_counts_on_product()`,
];
