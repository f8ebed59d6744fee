import type { ImportReport } from '../core/catalog/csv-import.ts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The import's outcome as lines for the terminal: errors, warnings, then the summary. */
export function formatImportReport(report: ImportReport, dryRun: boolean): string[] {
  const lines: string[] = [];
  if (report.errors.length > 0) lines.push('Errors:', ...report.errors.map((line) => `  ${line}`), '');
  if (report.warnings.length > 0) lines.push('Warnings:', ...report.warnings.map((line) => `  ${line}`), '');
  const verb = dryRun ? 'would be ' : '';
  lines.push(
    `${dryRun ? 'Dry run, nothing written. ' : ''}${plural(report.rows, 'row')}: ${report.created} ${verb}created, ${report.updated} ${verb}updated, ` +
      `${report.skipped} skipped, ${report.failed} failed, ${plural(report.warnings.length, 'warning')}.`,
  );
  return lines;
}
