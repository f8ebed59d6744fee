// No imports: the report page's form uses these in the browser too.

/** What the attribution report can group orders by. */
export const REPORT_GROUPS = ['origin', 'source', 'medium', 'campaign'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  origin: 'Origin',
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
};
