import type { Kysely } from 'kysely';

/**
 * Outbox lease: a worker that takes a message holds it until `locked_until`, so several processes can
 * send the outbox without sending one message twice; after a failure it doubles as the retry time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('locked_until', 'text').execute();
}
