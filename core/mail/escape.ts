export { escapeHtml } from '../shared/escape-html.ts';

/** Header values (subject, addresses) on one line: no CR/LF, so nothing can add headers. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
