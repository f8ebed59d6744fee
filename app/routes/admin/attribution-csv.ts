import type { Route } from './+types/attribution-csv.ts';
import { services } from '../../context.ts';
import { attributionReport } from '../../../core/attribution/report.ts';
import { attributionReportCsv, attributionReportFilename } from '../../../core/attribution/report-csv.ts';
import { parseReportQuery } from '../../../core/attribution/report-query.ts';
import { csvDownload, queryErrorText } from './report-download.ts';

/** The attribution report as a CSV download; the admin layout's guard runs first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const parsed = parseReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return queryErrorText(parsed.errors);
  const report = await attributionReport(db, parsed.value);
  return csvDownload(attributionReportCsv(report, config.store.currency), attributionReportFilename(report));
}
