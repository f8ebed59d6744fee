import type { Route } from './+types/attribution-csv.ts';
import { services } from '../../context.ts';
import { attributionReport } from '../../../core/attribution/report.ts';
import { attributionReportCsv, attributionReportFilename } from '../../../core/attribution/report-csv.ts';
import { parseReportQuery } from '../../../core/attribution/report-query.ts';

/** The attribution report as a CSV download; the admin layout's guard runs first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const parsed = parseReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return new Response(`${Object.values(parsed.errors).join('\n')}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const report = await attributionReport(db, parsed.value);
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return new Response(`\ufeff${attributionReportCsv(report, config.store.currency)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${attributionReportFilename(report)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
