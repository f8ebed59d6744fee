import { data, Form } from 'react-router';
import type { Route } from './+types/consent-report.ts';
import { services } from '../../context.ts';
import { consentReport } from '../../../core/consent/stats-report.ts';
import { consentStatusLabel } from '../../../core/consent/stats-labels.ts';
import { parseConsentReportQuery } from '../../../core/consent/stats-report-query.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { TextField } from '../../components/admin/Field.tsx';
import { ConsentChart } from '../../components/admin/ConsentChart.tsx';

/** What a share shows when nothing was counted. */
const NO_SHARE = '—';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { locale } = config.store;
  const parsed = parseConsentReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, report: null }, { status: 400 });
  const report = await consentReport(db, parsed.value);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const share = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : NO_SHARE);
  const day = (iso: string) => formatDate(`${iso}T00:00:00.000Z`, locale);

  // Only the statuses given in the range get a column and a bar.
  const used = report.statuses.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.decisions > 0);
  const configured = new Map(config.consent.categories.map((category) => [category.name as string, category.label]));
  const categories = report.categories.filter((entry) => configured.has(entry.category) || entry.allow + entry.deny > 0);
  return data({
    values: { from: report.from, to: report.to },
    errors: {},
    report: {
      range: `${day(report.from)} to ${day(report.to)}`,
      total: report.total,
      totalShare: share(report.total, report.total),
      statuses: used.map((entry) => ({ status: entry.status, label: consentStatusLabel(entry.status), decisions: entry.decisions, share: share(entry.decisions, report.total) })),
      days: report.days.map((entry) => ({ day: entry.day, counts: used.map((status) => entry.counts[status.index] ?? 0), total: entry.total })),
      categories: categories.map((entry) => ({
        category: entry.category,
        label: configured.get(entry.category) ?? entry.category,
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
  const fieldError = (name: string) => (errors as Record<string, string | undefined>)[name];
  return (
    <>
      <title>Consent · Shop admin</title>
      <h1>Consent decisions</h1>
      <p className="muted">
        What visitors answered on the cookie banner, by day (UTC). Each decision keeps only the answer, the page path and the referring site’s name: no address, browser or
        cookie.
      </p>
      <Form method="get" action="/admin/reports/consent/" className="admin-form report-form" noValidate>
        <TextField id="report-from" name="from" type="date" label="From" defaultValue={values.from} error={fieldError('from')} required />
        <TextField id="report-to" name="to" type="date" label="To" defaultValue={values.to} error={fieldError('to')} required />
        <button type="submit" className="button">
          Show report
        </button>
      </Form>
      {report ? (
        <>
          {report.total === 0 ? (
            <p className="woocommerce-info">No consent decisions were recorded in this range.</p>
          ) : (
            <>
              <ConsentChart statuses={report.statuses} days={report.days} />
              <div className="table-scroll">
                <table className="shop_table admin-table report-table" id="consent-by-status">
                  <caption>Decisions by status, {report.range}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Status</th>
                      <th scope="col" className="numeric">
                        Decisions
                      </th>
                      <th scope="col" className="numeric">
                        Share
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.statuses.map((row) => (
                      <tr key={row.status}>
                        <th scope="row">{row.label}</th>
                        <td className="numeric">{row.decisions}</td>
                        <td className="numeric">{row.share}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      <td className="numeric">{report.total}</td>
                      <td className="numeric">{report.totalShare}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <div className="table-scroll">
                <table className="shop_table admin-table report-table" id="consent-by-category">
                  <caption>Answers by cookie category, {report.range}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      <th scope="col" className="numeric">
                        Allowed
                      </th>
                      <th scope="col" className="numeric">
                        Denied
                      </th>
                      <th scope="col" className="numeric">
                        Share allowed
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.categories.map((row) => (
                      <tr key={row.category}>
                        <th scope="row">{row.label}</th>
                        <td className="numeric">{row.allow}</td>
                        <td className="numeric">{row.deny}</td>
                        <td className="numeric">{row.shareAllowed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="table-scroll">
                <table className="shop_table admin-table report-table" id="consent-by-day">
                  <caption>Decisions per day by status, {report.range}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      {report.statuses.map((status) => (
                        <th scope="col" className="numeric" key={status.status}>
                          {status.label}
                        </th>
                      ))}
                      <th scope="col" className="numeric">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.days.map((row) => (
                      <tr key={row.day}>
                        <th scope="row">{row.day}</th>
                        {row.counts.map((count, index) => (
                          <td className="numeric" key={report.statuses[index]?.status ?? index}>
                            {count}
                          </td>
                        ))}
                        <td className="numeric">{row.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <p>
            {/* A file download, not a page: the browser fetches it itself. */}
            <a href={report.csvHref} download>
              Download CSV
            </a>
          </p>
        </>
      ) : null}
    </>
  );
}
