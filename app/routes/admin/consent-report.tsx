import { data } from 'react-router';
import type { Route } from './+types/consent-report.ts';
import { services } from '../../context.ts';
import { consentReport, trimConsentReport } from '../../../core/consent/stats-report.ts';
import { consentStatusLabel } from '../../../core/consent/stats-labels.ts';
import { parseDailyReportQuery } from '../../../core/shared/date-range.ts';
import { ConsentChart } from '../../components/admin/ConsentChart.tsx';
import { CsvDownloadLink } from '../../components/admin/CsvDownloadLink.tsx';
import { NO_FIELD_ERRORS, ReportRangeForm } from '../../components/admin/ReportRangeForm.tsx';
import { ReportTable } from '../../components/admin/ReportTable.tsx';
import { formatRange } from '../../components/admin/report-range.ts';

/** What a share shows when nothing was counted. */
const NO_SHARE = '—';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { locale } = config.store;
  const parsed = parseDailyReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, report: null }, { status: 400 });
  const labels = new Map(config.consent.categories.map((category) => [category.name as string, category.label]));
  const report = trimConsentReport(await consentReport(db, parsed.value), [...labels.keys()]);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const share = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : NO_SHARE);
  return data({
    values: { from: report.from, to: report.to },
    errors: NO_FIELD_ERRORS,
    report: {
      range: formatRange(report, locale),
      total: report.total,
      totalShare: share(report.total, report.total),
      statuses: report.statuses.map((entry) => ({ status: entry.status, label: consentStatusLabel(entry.status), decisions: entry.decisions, share: share(entry.decisions, report.total) })),
      days: report.days,
      categories: report.categories.map((entry) => ({
        category: entry.category,
        label: labels.get(entry.category) ?? entry.category,
        allow: entry.allow,
        deny: entry.deny,
        shareAllowed: share(entry.allow, entry.allow + entry.deny),
      })),
      csvHref: `/admin/reports/consent.csv?${new URLSearchParams({ from: report.from, to: report.to })}`,
    },
  });
}

export default function ConsentReport({ loaderData }: Route.ComponentProps) {
  const { values, errors, report } = loaderData;
  return (
    <>
      <title>Consent · Shop admin</title>
      <h1>Consent decisions</h1>
      <p className="muted">
        What visitors answered on the cookie banner, by day (UTC). Each decision keeps only the answer, the page path and the referring site’s name: no address, browser or
        cookie.
      </p>
      <ReportRangeForm action="/admin/reports/consent/" values={values} errors={errors} idPrefix="report" />
      {report ? (
        <>
          {report.total === 0 ? (
            <p className="woocommerce-info">No consent decisions were recorded in this range.</p>
          ) : (
            <>
              <ConsentChart statuses={report.statuses} days={report.days} />
              <ReportTable
                id="consent-by-status"
                caption={<>Decisions by status, {report.range}</>}
                columns={['Status', 'Decisions', 'Share']}
                rows={report.statuses.map((row) => ({ key: row.status, label: row.label, values: [row.decisions, row.share] }))}
                total={{ label: 'Total', values: [report.total, report.totalShare] }}
              />
              <ReportTable
                id="consent-by-category"
                caption={<>Answers by cookie category, {report.range}</>}
                columns={['Category', 'Allowed', 'Denied', 'Share allowed']}
                rows={report.categories.map((row) => ({ key: row.category, label: row.label, values: [row.allow, row.deny, row.shareAllowed] }))}
              />
              <ReportTable
                id="consent-by-day"
                caption={<>Decisions per day by status, {report.range}</>}
                columns={['Day', ...report.statuses.map((status) => status.label), 'Total']}
                rows={report.days.map((row) => ({ key: row.day, label: row.day, values: [...row.counts, row.total] }))}
              />
            </>
          )}
          <CsvDownloadLink href={report.csvHref} />
        </>
      ) : null}
    </>
  );
}
