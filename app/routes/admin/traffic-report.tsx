import { data } from 'react-router';
import type { Route } from './+types/traffic-report.ts';
import { services } from '../../context.ts';
import { ANALYTICS_TOP_ROWS } from '../../../core/contract/analytics/limits.ts';
import { analyticsReport } from '../../../core/analytics/report.ts';
import { parseDailyReportQuery } from '../../../core/shared/date-range.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { AnalyticsChart } from '../../components/admin/AnalyticsChart.tsx';
import { NO_FIELD_ERRORS, ReportRangeForm } from '../../components/admin/ReportRangeForm.tsx';
import { ReportTable } from '../../components/admin/ReportTable.tsx';
import { formatRange } from '../../components/admin/report-range.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { locale } = config.store;
  const parsed = parseDailyReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, locale, enabled: config.analytics.enabled, report: null }, { status: 400 });
  const report = await analyticsReport(db, parsed.value);
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(locale);
  return data({
    values: { from: report.from, to: report.to },
    errors: NO_FIELD_ERRORS,
    locale,
    enabled: config.analytics.enabled,
    report: {
      range: formatRange(report, locale),
      chart: report.days.map((row) => ({ label: short.format(new Date(`${row.day}T00:00:00.000Z`)), views: row.views })),
      days: report.days.map((row) => ({ key: row.day, day: formatDate(row.day, locale), views: count.format(row.views) })),
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
  return (
    <>
      <title>Analytics · Shop admin</title>
      <h1>Analytics</h1>
      <p className="muted">
        Page views and adds to cart counted by the shop itself, from visitors who allowed statistics. Only counts per day are kept: no visitor is identified. Dates are in UTC.
      </p>
      {enabled ? null : <p className="woocommerce-info">Analytics is turned off in the configuration, so nothing new is being counted.</p>}
      <ReportRangeForm action="/admin/reports/analytics/" values={values} errors={errors} idPrefix="analytics" />
      {report ? (
        report.empty ? (
          <p className="woocommerce-info">Nothing was counted in this range.</p>
        ) : (
          <>
            <h2>Page views per day</h2>
            <AnalyticsChart days={report.chart} locale={locale} />
            <ReportTable
              id="analytics-days"
              caption={<>Page views per day, {report.range}</>}
              columns={['Day', 'Page views']}
              rows={report.days.map((row) => ({ key: row.key, label: row.day, values: [row.views] }))}
              total={{ label: 'Total', values: [report.total.views] }}
            />

            <h2>Top pages</h2>
            {report.pages.length === 0 ? (
              <p>No page views in this range.</p>
            ) : (
              <ReportTable
                id="analytics-pages"
                caption={
                  <>
                    The {ANALYTICS_TOP_ROWS} most viewed pages, {report.range}
                  </>
                }
                columns={['Page', 'Page views']}
                rows={report.pages.map((row) => ({ key: row.path, label: row.path, values: [row.views] }))}
              />
            )}

            <h2>Adds to cart by product</h2>
            {report.products.length === 0 ? (
              <p>No products were added to a cart in this range.</p>
            ) : (
              <ReportTable
                id="analytics-products"
                caption={
                  <>
                    Adds to cart of the {ANALYTICS_TOP_ROWS} most added products, {report.range}
                  </>
                }
                columns={['Product', 'Adds', 'Units']}
                rows={report.products.map((row) => ({ key: row.key, label: row.name, values: [row.adds, row.units] }))}
                total={{ label: 'All products', values: [report.total.adds, report.total.units] }}
              />
            )}
          </>
        )
      ) : null}
    </>
  );
}
