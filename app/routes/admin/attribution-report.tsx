import { data, Form } from 'react-router';
import type { Route } from './+types/attribution-report.ts';
import { services } from '../../context.ts';
import { attributionReport } from '../../../core/attribution/report.ts';
import { REPORT_GROUP_LABELS, REPORT_GROUPS } from '../../../core/attribution/report-groups.ts';
import { parseReportQuery } from '../../../core/attribution/report-query.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import { formatDate } from '../../components/account/order-view.ts';
import { SelectField, TextField } from '../../components/admin/Field.tsx';
import { AttributionChart } from '../../components/admin/AttributionChart.tsx';

const GROUP_OPTIONS = REPORT_GROUPS.map((group) => ({ value: group, label: REPORT_GROUP_LABELS[group] }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { currency, locale } = config.store;
  const parsed = parseReportQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, money: { currency, locale }, report: null }, { status: 400 });
  const report = await attributionReport(db, parsed.value);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const day = (iso: string) => formatDate(`${iso}T00:00:00.000Z`, locale);
  return data({
    values: { from: report.from, to: report.to, group: report.group },
    errors: {},
    money: { currency, locale },
    report: {
      groupLabel: REPORT_GROUP_LABELS[report.group],
      range: `${day(report.from)} to ${day(report.to)}`,
      rows: report.rows.map((row) => ({ label: row.label, orders: row.orders, revenue: money(row.revenue), revenueMinor: row.revenue })),
      total: { orders: report.total.orders, revenue: money(report.total.revenue) },
      csvHref: `/admin/reports/attribution.csv?${new URLSearchParams({ from: report.from, to: report.to, group: report.group })}`,
    },
  });
}

export default function AttributionReport({ loaderData }: Route.ComponentProps) {
  const { values, errors, money, report } = loaderData;
  const fieldError = (name: string) => (errors as Record<string, string | undefined>)[name];
  return (
    <>
      <title>Attribution · Shop admin</title>
      <h1>Order attribution</h1>
      <p className="muted">Orders and revenue by where the orders came from. Cancelled and failed orders are left out; dates are in UTC.</p>
      <Form method="get" action="/admin/reports/attribution/" className="admin-form report-form" noValidate>
        <TextField id="report-from" name="from" type="date" label="From" defaultValue={values.from} error={fieldError('from')} required />
        <TextField id="report-to" name="to" type="date" label="To" defaultValue={values.to} error={fieldError('to')} required />
        <SelectField id="report-group" name="group" label="Group by" defaultValue={values.group} options={GROUP_OPTIONS} error={fieldError('group')} />
        <button type="submit" className="button">
          Show report
        </button>
      </Form>
      {report ? (
        <>
          {report.rows.length === 0 ? (
            <p className="woocommerce-info">No orders were placed in this range.</p>
          ) : (
            <>
              <AttributionChart groupLabel={report.groupLabel} rows={report.rows} currency={money.currency} locale={money.locale} />
              <div className="table-scroll">
                <table className="shop_table admin-table report-table">
                  <caption>
                    Orders and revenue by {report.groupLabel.toLowerCase()}, {report.range}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{report.groupLabel}</th>
                      <th scope="col" className="numeric">
                        Orders
                      </th>
                      <th scope="col" className="numeric">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td className="numeric">{row.orders}</td>
                        <td className="numeric">{row.revenue}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      <td className="numeric">{report.total.orders}</td>
                      <td className="numeric">{report.total.revenue}</td>
                    </tr>
                  </tfoot>
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
