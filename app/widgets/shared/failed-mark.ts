/**
 * The widgets that could not start are listed on `<html data-widgets-failed="…">`, one token each (the
 * widget's name, spaces as hyphens). The theme's CSS hides content for a widget only while that widget is
 * not listed there, so a failed chunk leaves its content as the page serves it without script.
 *
 * The widgets that started are listed the same way on `data-widgets-started`, for scripts of the shop's
 * own and for anyone checking a page; no style reads it, so writing it costs no restyle.
 */
export const WIDGETS_FAILED_ATTRIBUTE = 'data-widgets-failed';
export const WIDGETS_STARTED_ATTRIBUTE = 'data-widgets-started';

export function widgetToken(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

export function markWidgetFailed(doc: Document, name: string): void {
  addToken(doc.documentElement, WIDGETS_FAILED_ATTRIBUTE, widgetToken(name));
}

export function markWidgetStarted(doc: Document, name: string): void {
  addToken(doc.documentElement, WIDGETS_STARTED_ATTRIBUTE, widgetToken(name));
}

function addToken(element: Element, attribute: string, token: string): void {
  const tokens = new Set((element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean));
  tokens.add(token);
  element.setAttribute(attribute, [...tokens].join(' '));
}
