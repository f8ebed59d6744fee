import type { ReactNode } from 'react';
import type { AttributeLabel } from '../../../core/catalog/attribute-labels.ts';
import { LineAttributes } from './LineAttributes.tsx';

/** One column of an order-lines table: its WooCommerce class, its heading, and what each line shows in it. */
export interface LineColumn<Line> {
  /** The class of the column's heading and cells: WooCommerce's (`product-name`, `product-total`…), which themes style. */
  className: string;
  heading: string;
  /** A heading only screen readers read (the cart's remove and thumbnail columns). */
  headingHidden?: boolean;
  /** The column that names the line: its cell is the row's heading. */
  rowHeading?: boolean;
  /** The cells carry their heading as `data-title`: the responsive cart's labels on a narrow screen. */
  titled?: boolean;
  cell: (line: Line) => ReactNode;
}

interface OrderLinesProps<Line> {
  /** The table's WooCommerce classes, which differ on the cart, the checkout and the order. */
  className: string;
  caption?: string;
  columns: readonly LineColumn<Line>[];
  lines: readonly Line[];
  lineKey: (line: Line) => string | number;
  lineClassName: string;
  footer?: ReactNode;
}

/** The lines of a cart or an order as a table: one row per line, one cell per column. */
export function OrderLines<Line>({ className, caption, columns, lines, lineKey, lineClassName, footer }: OrderLinesProps<Line>) {
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.className} scope="col" className={column.className}>
              {column.headingHidden ? <span className="visually-hidden">{column.heading}</span> : column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={lineKey(line)} className={lineClassName}>
            {columns.map((column) => {
              const Cell = column.rowHeading ? 'th' : 'td';
              return (
                <Cell key={column.className} scope={column.rowHeading ? 'row' : undefined} className={column.className} data-title={column.titled ? column.heading : undefined}>
                  {column.cell(line)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}

/**
 * The checkout's and the order's two columns: the product with how many beside it and its variation's
 * attributes under it, and the line's amount under `totalHeading`.
 */
export function summaryColumns<Line extends { name: string; quantity: number }>(
  productHeading: string,
  totalHeading: string,
  total: (line: Line) => string,
  attributes: (line: Line) => readonly AttributeLabel[] = () => [],
): LineColumn<Line>[] {
  return [
    {
      className: 'product-name',
      heading: productHeading,
      cell: (line) => (
        <>
          {line.name} <strong className="product-quantity">× {line.quantity}</strong>
          <LineAttributes attributes={attributes(line)} />
        </>
      ),
    },
    { className: 'product-total', heading: totalHeading, cell: total },
  ];
}
