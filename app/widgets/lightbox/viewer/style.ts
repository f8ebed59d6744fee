import css from './lightbox-viewer.css?inline';

const STYLE_ID = 'lightbox-viewer-style';

/** The open lightbox's own styles, added to the head once, on the first open (no page carries them before). */
export function ensureViewerStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.append(style);
}
