import type { Db } from '../../db/connect.ts';
import { daysOf, type DateRange } from '../shared/date-range.ts';
import { CONSENT_CATEGORIES, CONSENT_STATUSES } from '../contract/consent/vocabulary.ts';

export interface ConsentStatusTotal {
  status: string;
  decisions: number;
}

export interface ConsentDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** Decisions per status, in the order of the report's `statuses`. */
  counts: number[];
  total: number;
}

export interface ConsentCategoryTotal {
  category: string;
  allow: number;
  deny: number;
}

export interface ConsentReport extends DateRange {
  /** Every known status (zero when unused), then any other status found, with its total for the range. */
  statuses: ConsentStatusTotal[];
  /** One entry per day of the range, days without decisions included. */
  days: ConsentDay[];
  /** Every known category (zero when unanswered), then any other category found. */
  categories: ConsentCategoryTotal[];
  total: number;
}

/**
 * Consent decisions received in a date range: per day and status, and how often each category was
 * allowed or denied. Statuses and categories keep the vocabulary's order so reports compare at a glance.
 */
export async function consentReport(db: Db, query: DateRange): Promise<ConsentReport> {
  const [statusRows, categoryRows] = await Promise.all([
    db
      .selectFrom('consent_decisions')
      .select((eb) => ['day', 'main_status', eb.fn.countAll<number | string>().as('decisions')])
      .where('day', '>=', query.from)
      .where('day', '<=', query.to)
      .groupBy(['day', 'main_status'])
      .execute(),
    db
      .selectFrom('consent_decision_categories as c')
      .innerJoin('consent_decisions as d', 'd.id', 'c.decision_id')
      .select((eb) => ['c.category', 'c.status', eb.fn.countAll<number | string>().as('answers')])
      .where('d.day', '>=', query.from)
      .where('d.day', '<=', query.to)
      .groupBy(['c.category', 'c.status'])
      .execute(),
  ]);

  const statuses = inVocabularyOrder(CONSENT_STATUSES, statusRows.map((row) => row.main_status));
  const column = new Map(statuses.map((status, index) => [status, index]));
  const byDay = new Map(daysOf(query).map((day) => [day, { day, counts: statuses.map(() => 0), total: 0 }]));
  for (const row of statusRows) {
    const entry = byDay.get(row.day);
    const index = column.get(row.main_status);
    if (!entry || index === undefined) continue;
    entry.counts[index] = (entry.counts[index] ?? 0) + Number(row.decisions);
    entry.total += Number(row.decisions);
  }
  const days = [...byDay.values()];

  const categories = inVocabularyOrder(CONSENT_CATEGORIES, categoryRows.map((row) => row.category)).map((category) => ({ category, allow: 0, deny: 0 }));
  const categoryEntry = new Map(categories.map((entry) => [entry.category, entry]));
  for (const row of categoryRows) {
    const entry = categoryEntry.get(row.category);
    if (entry) entry[row.status === 'allow' ? 'allow' : 'deny'] += Number(row.answers);
  }

  return {
    ...query,
    statuses: statuses.map((status, index) => ({ status, decisions: days.reduce((sum, day) => sum + (day.counts[index] ?? 0), 0) })),
    days,
    categories,
    total: days.reduce((sum, day) => sum + day.total, 0),
  };
}

/**
 * The report as its page shows it: only the statuses given in the range (a column and a bar each), and
 * only the categories the shop offers or that were answered (under an earlier banner, say). The CSV
 * keeps every known status instead, so its columns stay the same from one export to the next.
 */
export function trimConsentReport(report: ConsentReport, offeredCategories: readonly string[]): ConsentReport {
  const used = report.statuses.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.decisions > 0);
  return {
    ...report,
    statuses: used.map(({ entry }) => entry),
    days: report.days.map((day) => ({ ...day, counts: used.map(({ index }) => day.counts[index] ?? 0) })),
    categories: report.categories.filter((entry) => offeredCategories.includes(entry.category) || entry.allow + entry.deny > 0),
  };
}

/** The known names first, in their order, then any other name found (sorted). */
function inVocabularyOrder(known: readonly string[], found: readonly string[]): string[] {
  const extra = [...new Set(found.filter((name) => !known.includes(name)))].sort();
  return [...known, ...extra];
}
