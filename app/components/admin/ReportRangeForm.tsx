import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { TextField } from './Field.tsx';

/** A report loader's errors when the query was fine, typed like a failure's so both answers agree. */
export const NO_FIELD_ERRORS: FieldErrors = Object.freeze({});

interface ReportRangeFormProps {
  /** The report's own address: the form reloads it with the query. */
  action: string;
  values: { from: string; to: string };
  errors: FieldErrors;
  /** Starts the fields' ids (`<prefix>-from`, `<prefix>-to`), which labels and messages point at. */
  idPrefix: string;
  /** Fields after the dates, such as a grouping. */
  children?: ReactNode;
}

/** The From and To dates of a report, sent as a query string so a report can be bookmarked. */
export function ReportRangeForm({ action, values, errors, idPrefix, children }: ReportRangeFormProps) {
  return (
    <Form method="get" action={action} className="admin-form report-form" noValidate>
      <TextField id={`${idPrefix}-from`} name="from" type="date" label="From" defaultValue={values.from} error={errors.from} required />
      <TextField id={`${idPrefix}-to`} name="to" type="date" label="To" defaultValue={values.to} error={errors.to} required />
      {children}
      <button type="submit" className="button">
        Show report
      </button>
    </Form>
  );
}
