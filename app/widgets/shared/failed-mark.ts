/**
 * The widgets that could not start are listed on `<html data-widgets-failed="…">`, one token each (the
 * widget's name, spaces as hyphens). The theme's CSS hides content for a widget only while that widget is
 * not listed there, so a failed chunk leaves its content as the page serves it without script.
 */
export const WIDGETS_FAILED_ATTRIBUTE = 'data-widgets-failed';

export function widgetToken(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

export function markWidgetFailed(doc: Document, name: string): void {
  const root = doc.documentElement;
  const tokens = new Set((root.getAttribute(WIDGETS_FAILED_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean));
  tokens.add(widgetToken(name));
  root.setAttribute(WIDGETS_FAILED_ATTRIBUTE, [...tokens].join(' '));
}
