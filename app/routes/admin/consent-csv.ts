import type { Route } from './+types/consent-csv.ts';
import { services } from '../../context.ts';
import { consentReport } from '../../../core/consent/stats-report.ts';
import { consentReportCsv, consentReportFilename } from '../../../core/consent/stats-csv.ts';
import { parseConsentReportQuery } from '../../../core/consent/stats-report-query.ts';

/** Consent decisions per day as a CSV download; the admin layout's guard runs first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const parsed = parseConsentReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return new Response(`${Object.values(parsed.errors).join('\n')}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const report = await consentReport(db, parsed.value);
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return new Response(`\ufeff${consentReportCsv(report)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${consentReportFilename(report)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
