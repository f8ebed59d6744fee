import type { Db } from '../../db/connect.ts';
import type { ConsentDecision } from './stats-decision.ts';

export interface DecisionContext {
  /** The banner configuration's revision (`consentRevision`) when the decision arrived. */
  revision: string;
  /** ISO-8601 UTC time of arrival. */
  at: string;
}

/**
 * Stores one decision with its category answers; the id of the new row. Only what `ConsentDecision`
 * holds is written: no address, user agent, cookie or session ties a row to a visitor.
 */
export async function recordConsentDecision(db: Db, decision: ConsentDecision, context: DecisionContext): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('consent_decisions')
      .values({
        created_at: context.at,
        // The report counts by UTC day, like the attribution report.
        day: context.at.slice(0, 10),
        main_status: decision.mainStatus,
        open_count: decision.openCount,
        revision: context.revision,
        path: decision.path,
        referrer_host: decision.referrerHost,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (decision.categories.length > 0) {
      await trx
        .insertInto('consent_decision_categories')
        .values(decision.categories.map((category) => ({ decision_id: id, category: category.name, status: category.status })))
        .execute();
    }
    return id;
  });
}
