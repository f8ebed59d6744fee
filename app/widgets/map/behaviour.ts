/** The spec's rule (section 4, "Map widget"): dragging the map only on a window wider than this. */
export const MAP_DRAG_MIN_WIDTH_EXCLUSIVE = 800;

/** Whether a map may be dragged in a window this wide: narrower, a finger scrolls the page instead. */
export function draggableAt(windowWidth: number): boolean {
  return windowWidth > MAP_DRAG_MIN_WIDTH_EXCLUSIVE;
}

/** What a map does by itself; a visitor asking for less motion gets no animation at all. */
export interface MapMotion {
  zoomAnimation: boolean;
  fadeAnimation: boolean;
  markerZoomAnimation: boolean;
  inertia: boolean;
}

export function mapMotion(reducedMotion: boolean): MapMotion {
  const animate = !reducedMotion;
  return { zoomAnimation: animate, fadeAnimation: animate, markerZoomAnimation: animate, inertia: animate };
}

/** The attribution as text: Leaflet writes attributions as HTML, the owner's setting is plain text. */
export function attributionHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The host the tiles come from, as the consent note names it; null for tiles of this shop. */
export function tileHost(template: string, pageUrl: string): string | null {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a'), pageUrl);
    return url.origin === new URL(pageUrl).origin ? null : url.host;
  } catch {
    return null;
  }
}
