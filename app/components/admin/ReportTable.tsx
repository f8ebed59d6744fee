import type { ReactNode } from 'react';

export interface ReportTableRow {
  /** The row header: what the figures are about. */
  label: ReactNode;
  /** One figure per numeric column. */
  values: readonly ReactNode[];
}

interface ReportTableProps {
  id: string;
  caption: ReactNode;
  /** The row headers' column, then the numeric columns. */
  columns: readonly [string, ...string[]];
  rows: readonly (ReportTableRow & { key: string | number })[];
  /** A row under the others that sums them, when the figures add up. */
  total?: ReportTableRow | undefined;
}

/** A report's figures: a header cell per row, numbers aligned right, scrolling sideways on a narrow screen. */
export function ReportTable({ id, caption, columns: [labelColumn, ...numericColumns], rows, total }: ReportTableProps) {
  return (
    <div className="table-scroll">
      <table className="shop_table admin-table report-table" id={id}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelColumn}</th>
            {numericColumns.map((column, index) => (
              <th scope="col" className="numeric" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} label={row.label} values={row.values} />
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <Row label={total.label} values={total.values} />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function Row({ label, values }: ReportTableRow) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {values.map((value, index) => (
        <td className="numeric" key={index}>
          {value}
        </td>
      ))}
    </tr>
  );
}
