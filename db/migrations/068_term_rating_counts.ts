import { sql, type Kysely } from 'kysely';
import { RATED_FROM, ratingBucketSql } from '../rating-buckets.ts';

/**
 * The listed products having a term, by whole-star rating (`term_rating_counts`), kept from the term's
 * links: a link carries whether its product is listed and its average rating (migration 040), so the
 * triggers read the link alone. A colour narrowed to four stars and up was counted by walking the
 * colour's links until 10,001 matched (125,000 links at a million products, 4 to 8 ms a page); it is
 * now two rows read, and the rating counts beside one term are kept too.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('term_rating_counts')
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('term_rating_counts_pk', ['term_id', 'rating'])
    .execute();
  for (const statement of dialect === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS) await sql.raw(statement).execute(db);
  await sql
    .raw(
      `insert into term_rating_counts (term_id, rating, count)
       select term_id, ${BUCKET('product_attribute_terms')}, count(*) from product_attribute_terms
       where ${RATED('product_attribute_terms')} group by term_id, ${BUCKET('product_attribute_terms')}`,
    )
    .execute(db);
}

const BUCKET = (row: string) => ratingBucketSql(`${row}.average_rating`);
/** Whether the link is a listed product's, with a rating. */
const RATED = (row: string) => `(${row}.listed = 1 and ${row}.average_rating >= ${RATED_FROM})`;
const ADD = (row: 'new') => `insert into term_rating_counts (term_id, rating, count) values (new.term_id, ${BUCKET(row)}, 1)
   on conflict (term_id, rating) do update set count = term_rating_counts.count + 1`;
const TAKE = (row: 'old') => `update term_rating_counts set count = count - 1 where term_id = ${row}.term_id and rating = ${BUCKET(row)}`;
/** A change that moves the link between terms or buckets, or in or out of the counted ones. */
const MOVED = `${RATED('old')} <> ${RATED('new')} or old.term_id <> new.term_id or ${BUCKET('old')} <> ${BUCKET('new')}`;
const WATCHED = 'listed, average_rating, term_id, product_id';

// A link's copied columns are written by an update right after its insert (migration 040): that update
// counts it; a link inserted with them already is counted as inserted, and the update then changes nothing.
const SQLITE_TRIGGERS = [
  `create trigger term_rating_count_linked after insert on product_attribute_terms when ${RATED('new')} begin ${ADD('new')}; end`,
  `create trigger term_rating_count_unlinked after delete on product_attribute_terms when ${RATED('old')} begin ${TAKE('old')}; end`,
  `create trigger term_rating_count_changed after update of ${WATCHED} on product_attribute_terms when ${MOVED}
   begin
     update term_rating_counts set count = count - 1 where term_id = old.term_id and rating = ${BUCKET('old')} and ${RATED('old')};
     insert into term_rating_counts (term_id, rating, count) select new.term_id, ${BUCKET('new')}, 1 where ${RATED('new')}
     on conflict (term_id, rating) do update set count = term_rating_counts.count + 1;
   end`,
];

// Row triggers whose conditions leave out the unrated products' links: an import's new links call no function.
const POSTGRES_TRIGGERS = [
  `create function term_rating_counts_on_link() returns trigger language plpgsql as $$
   begin
     if tg_op in ('DELETE', 'UPDATE') and ${RATED('old')} then
       ${TAKE('old')};
     end if;
     if tg_op in ('INSERT', 'UPDATE') and ${RATED('new')} then
       ${ADD('new')};
     end if;
     return null;
   end $$`,
  `create trigger term_rating_count_linked after insert on product_attribute_terms for each row when (${RATED('new')})
   execute function term_rating_counts_on_link()`,
  `create trigger term_rating_count_unlinked after delete on product_attribute_terms for each row when (${RATED('old')})
   execute function term_rating_counts_on_link()`,
  `create trigger term_rating_count_changed after update of ${WATCHED} on product_attribute_terms for each row when (${MOVED})
   execute function term_rating_counts_on_link()`,
];
