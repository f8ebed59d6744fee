const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

/** Header values (subject, addresses) on one line: no CR/LF, so nothing can add headers. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
