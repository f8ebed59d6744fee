import { sql, type Kysely } from 'kysely';

/**
 * Amounts were kept in hundredths whatever the currency; they now follow each currency's own decimals
 * (ISO 4217: none for JPY, three for KWD). What is stored is marked here, and the shop rescales it at
 * start, knowing its currency (core/settings/money-digits.ts): the products' amounts as held in
 * hundredths (`money_digits`), and the orders numbered so far (`money_hundredths_orders_below`), each in
 * its own currency. A database without any amounts is left unmarked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into settings (key, value)
    select 'money_digits', '2'
    where exists (select 1 from products) and not exists (select 1 from settings where key = 'money_digits')`.execute(db);
  await sql`insert into settings (key, value)
    select 'money_hundredths_orders_below', cast(max(id) + 1 as text) from orders
    having count(*) > 0 and not exists (select 1 from settings where key = 'money_hundredths_orders_below')`.execute(db);
}
