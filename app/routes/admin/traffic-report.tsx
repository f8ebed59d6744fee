import { data, Form } from 'react-router';
import type { Route } from './+types/traffic-report.ts';
import { services } from '../../context.ts';
import { ANALYTICS_TOP_ROWS } from '../../../core/analytics/limits.ts';
import { analyticsReport } from '../../../core/analytics/report.ts';
import { parseAnalyticsQuery } from '../../../core/analytics/report-query.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { TextField } from '../../components/admin/Field.tsx';
import { AnalyticsChart } from '../../components/admin/AnalyticsChart.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { locale } = config.store;
  const parsed = parseAnalyticsQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, locale, enabled: config.analytics.enabled, report: null }, { status: 400 });
  const report = await analyticsReport(db, parsed.value);
  const day = (iso: string) => formatDate(`${iso}T00:00:00.000Z`, locale);
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(locale);
  return data({
    values: { from: report.from, to: report.to },
    errors: {},
    locale,
    enabled: config.analytics.enabled,
    report: {
      range: `${day(report.from)} to ${day(report.to)}`,
      chart: report.days.map((row) => ({ label: short.format(new Date(`${row.day}T00:00:00.000Z`)), views: row.views })),
      days: report.days.map((row) => ({ key: row.day, day: day(row.day), views: count.format(row.views) })),
      pages: report.topPages.map((row) => ({ path: row.path, views: count.format(row.views) })),
      products: report.products.map((row) => ({
        key: row.productId,
        name: row.name ?? `Product #${row.productId} (no longer in the shop)`,
        adds: count.format(row.adds),
        units: count.format(row.units),
      })),
      total: { views: count.format(report.total.views), adds: count.format(report.total.adds), units: count.format(report.total.units) },
      empty: report.total.views === 0 && report.total.adds === 0,
    },
  });
}

export default function AnalyticsReport({ loaderData }: Route.ComponentProps) {
  const { values, errors, locale, enabled, report } = loaderData;
  const fieldError = (name: string) => (errors as Record<string, string | undefined>)[name];
  return (
    <>
      <title>Analytics · Shop admin</title>
      <h1>Analytics</h1>
      <p className="muted">
        Page views and adds to cart counted by the shop itself, from visitors who allowed statistics. Only counts per day are kept: no visitor is identified. Dates are in UTC.
      </p>
      {enabled ? null : <p className="woocommerce-info">Analytics is turned off in the configuration, so nothing new is being counted.</p>}
      <Form method="get" action="/admin/reports/analytics/" className="admin-form report-form" noValidate>
        <TextField id="analytics-from" name="from" type="date" label="From" defaultValue={values.from} error={fieldError('from')} required />
        <TextField id="analytics-to" name="to" type="date" label="To" defaultValue={values.to} error={fieldError('to')} required />
        <button type="submit" className="button">
          Show report
        </button>
      </Form>
      {report ? (
        report.empty ? (
          <p className="woocommerce-info">Nothing was counted in this range.</p>
        ) : (
          <>
            <h2>Page views per day</h2>
            <AnalyticsChart days={report.chart} locale={locale} />
            <div className="table-scroll">
              <table className="shop_table admin-table report-table" id="analytics-days">
                <caption>Page views per day, {report.range}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="numeric">
                      Page views
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.days.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.day}</th>
                      <td className="numeric">{row.views}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="numeric">{report.total.views}</td>
                  </tr>
                </tfoot>
              </table>
            </div>

            <h2>Top pages</h2>
            {report.pages.length === 0 ? (
              <p>No page views in this range.</p>
            ) : (
              <div className="table-scroll">
                <table className="shop_table admin-table report-table" id="analytics-pages">
                  <caption>
                    The {ANALYTICS_TOP_ROWS} most viewed pages, {report.range}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Page</th>
                      <th scope="col" className="numeric">
                        Page views
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.pages.map((row) => (
                      <tr key={row.path}>
                        <th scope="row">{row.path}</th>
                        <td className="numeric">{row.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}

            <h2>Adds to cart by product</h2>
            {report.products.length === 0 ? (
              <p>No products were added to a cart in this range.</p>
            ) : (
              <div className="table-scroll">
                <table className="shop_table admin-table report-table" id="analytics-products">
                  <caption>
                    Adds to cart of the {ANALYTICS_TOP_ROWS} most added products, {report.range}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col" className="numeric">
                        Adds
                      </th>
                      <th scope="col" className="numeric">
                        Units
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.products.map((row) => (
                      <tr key={row.key}>
                        <th scope="row">{row.name}</th>
                        <td className="numeric">{row.adds}</td>
                        <td className="numeric">{row.units}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">All products</th>
                      <td className="numeric">{report.total.adds}</td>
                      <td className="numeric">{report.total.units}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )
      ) : null}
    </>
  );
}
