import type { FieldErrors } from '../../../core/shared/validation.ts';

/** A bad report query answered as plain text: a CSV link is followed outside the page's form. */
export function queryErrorText(errors: FieldErrors): Response {
  return new Response(`${Object.values(errors).join('\n')}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** A CSV file to save under `filename`, never shown or sniffed as something else. */
export function csvDownload(csv: string, filename: string): Response {
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return new Response(`\ufeff${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
