import type { Route } from './+types/consent-csv.ts';
import { services } from '../../context.ts';
import { consentReport } from '../../../core/consent/stats-report.ts';
import { consentReportCsv, consentReportFilename } from '../../../core/consent/stats-csv.ts';
import { parseDailyReportQuery } from '../../../core/shared/date-range.ts';
import { csvDownload, queryErrorText } from './report-download.ts';

/** Consent decisions per day as a CSV download; the admin layout's guard runs first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const parsed = parseDailyReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return queryErrorText(parsed.errors);
  const report = await consentReport(db, parsed.value);
  return csvDownload(consentReportCsv(report), consentReportFilename(report));
}
