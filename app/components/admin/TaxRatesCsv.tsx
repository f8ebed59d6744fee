import { Form } from 'react-router';
import { NonceField } from './Field.tsx';

interface TaxRatesCsvProps {
  nonce: string;
  /** The class's rates as a CSV download. */
  exportHref: string;
  /** WooCommerce's header line, shown so the owner can check a file. */
  header: string;
  maxMegabytes: number;
  /** Why the last file was refused, line by line. */
  errors?: readonly string[] | undefined;
}

/** "Export CSV" and "Import CSV" for a class's rates, in WooCommerce's tax rate CSV. */
export function TaxRatesCsv({ nonce, exportHref, header, maxMegabytes, errors }: TaxRatesCsvProps) {
  return (
    <section className="admin-panel tax-rates-csv" aria-labelledby="tax-rates-csv-heading">
      <h2 id="tax-rates-csv-heading">Import and export</h2>
      <p>
        <a className="button alt" href={exportHref} download>
          Export CSV
        </a>{' '}
        <span className="muted">These rates as a file WooCommerce and spreadsheets read.</span>
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form tax-rates-import" noValidate>
        <NonceField nonce={nonce} />
        {errors && errors.length > 0 ? (
          <div className="woocommerce-error" role="alert">
            <p>The file was not imported, and no rate was added:</p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={`form-row${errors && errors.length > 0 ? ' form-row--invalid' : ''}`}>
          <label htmlFor="tax-rates-csv-file">CSV file</label>
          <input type="file" id="tax-rates-csv-file" name="tax_rates_csv" accept=".csv,text/csv" aria-describedby="tax-rates-csv-hint" aria-invalid={errors && errors.length > 0 ? true : undefined} />
          <span className="form-row__hint" id="tax-rates-csv-hint">
            {`Rates are added after these ones. The first line names the columns: ${header} (Tax class may be left out: the rates are this class’s, as are those whose Tax class is blank). At most ${maxMegabytes} MB.`}
          </span>
        </p>
        <button type="submit" name="intent" value="import" className="button">
          Import CSV
        </button>
      </Form>
    </section>
  );
}
