import { data } from 'react-router';
import type { Route } from './+types/attribution-report.ts';
import { services } from '../../context.ts';
import { attributionReport } from '../../../core/attribution/report.ts';
import { REPORT_GROUP_LABELS, REPORT_GROUPS } from '../../../core/attribution/report-groups.ts';
import { parseReportQuery } from '../../../core/attribution/report-query.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { SelectField } from '../../components/admin/Field.tsx';
import { AttributionChart } from '../../components/admin/AttributionChart.tsx';
import { CsvDownloadLink } from '../../components/admin/CsvDownloadLink.tsx';
import { NO_FIELD_ERRORS, ReportRangeForm } from '../../components/admin/ReportRangeForm.tsx';
import { ReportTable } from '../../components/admin/ReportTable.tsx';
import { formatRange } from '../../components/admin/report-range.ts';

const GROUP_OPTIONS = REPORT_GROUPS.map((group) => ({ value: group, label: REPORT_GROUP_LABELS[group] }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { currency, locale } = config.store;
  const parsed = parseReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, money: { currency, locale }, report: null }, { status: 400 });
  const report = await attributionReport(db, parsed.value);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return data({
    values: { from: report.from, to: report.to, group: report.group },
    errors: NO_FIELD_ERRORS,
    money: { currency, locale },
    report: {
      groupLabel: REPORT_GROUP_LABELS[report.group],
      range: formatRange(report, locale),
      rows: report.rows.map((row) => ({ label: row.label, orders: row.orders, revenue: money(row.revenue), revenueMinor: row.revenue })),
      total: { orders: report.total.orders, revenue: money(report.total.revenue) },
      csvHref: `/admin/reports/attribution.csv?${new URLSearchParams({ from: report.from, to: report.to, group: report.group })}`,
    },
  });
}

export default function AttributionReport({ loaderData }: Route.ComponentProps) {
  const { values, errors, money, report } = loaderData;
  return (
    <>
      <title>Attribution · Shop admin</title>
      <h1>Order attribution</h1>
      <p className="muted">Orders and revenue by where the orders came from: the orders placed in the range, less the refunds made in it, each counted with its order. Cancelled and failed orders are left out; dates are in UTC.</p>
      <ReportRangeForm action="/admin/reports/attribution/" values={values} errors={errors} idPrefix="report">
        <SelectField id="report-group" name="group" label="Group by" defaultValue={values.group} options={GROUP_OPTIONS} error={errors.group} />
      </ReportRangeForm>
      {report ? (
        <>
          {report.rows.length === 0 ? (
            <p className="woocommerce-info">No orders were placed in this range.</p>
          ) : (
            <>
              <AttributionChart groupLabel={report.groupLabel} rows={report.rows} currency={money.currency} locale={money.locale} />
              <ReportTable
                id="attribution-by-group"
                caption={
                  <>
                    Orders and revenue by {report.groupLabel.toLowerCase()}, {report.range}
                  </>
                }
                columns={[report.groupLabel, 'Orders', 'Revenue']}
                rows={report.rows.map((row) => ({ key: row.label, label: row.label, values: [row.orders, row.revenue] }))}
                total={{ label: 'Total', values: [report.total.orders, report.total.revenue] }}
              />
            </>
          )}
          <CsvDownloadLink href={report.csvHref} />
        </>
      ) : null}
    </>
  );
}
