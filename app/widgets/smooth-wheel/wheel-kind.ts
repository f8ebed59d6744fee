/** What the classifier reads of a wheel event. */
export interface WheelSample {
  deltaX: number;
  deltaY: number;
  /** 0: pixels, 1: lines, 2: pages (WheelEvent.DOM_DELTA_*). */
  deltaMode: number;
  ctrlKey: boolean;
  timeStamp: number;
}

const DELTA_LINE = 1;
const DELTA_PAGE = 2;
/** A mouse notch scrolls 100 px (Chromium), 120 px (some systems) or scaled by the zoom; a trackpad moves a few px at a time. */
const MIN_NOTCH_PX = 50;
/** Events this close together belong to one gesture (a trackpad's swipe and its momentum). */
const GESTURE_GAP_MS = 400;
/** A notch-sized stream this dense whose deltas vary is a trackpad's momentum, not a wheel spun fast. */
const DENSE_MS = 50;

/**
 * Tells wheel notches from everything that must keep the browser's own scrolling: trackpads, pinch or
 * ctrl+wheel zoom, horizontal scrolling and page-wise deltas.
 *
 * The heuristic, for the sake of the doubtful case erring towards the browser's own scrolling:
 * - line deltas (Firefox's mouse wheel) are notches;
 * - pixel deltas are notches only when whole and at least 50 px; small or fractional deltas, sideways
 *   movement, or a dense stream of varying deltas (a trackpad's momentum) mark a trackpad;
 * - once a gesture shows itself as a trackpad's, all its events stay native until a pause of 400 ms.
 */
export class WheelKind {
  private lastTime = Number.NEGATIVE_INFINITY;
  private lastDelta = 0;
  private trackpadGesture = false;

  /** Whole notches to scroll (signed: positive is down), or 0 to leave the event to the browser. */
  notches(event: WheelSample): number {
    const gap = event.timeStamp - this.lastTime;
    if (gap > GESTURE_GAP_MS) this.trackpadGesture = false;
    const previous = this.lastDelta;
    this.lastTime = event.timeStamp;
    this.lastDelta = Math.abs(event.deltaY);
    if (event.ctrlKey || event.deltaMode === DELTA_PAGE || event.deltaY === 0) return 0;
    if (event.deltaX !== 0 || (event.deltaMode !== DELTA_LINE && looksLikeTrackpad(Math.abs(event.deltaY), previous, gap))) this.trackpadGesture = true;
    if (this.trackpadGesture) return 0;
    const size = Math.abs(event.deltaY);
    const count = event.deltaMode === DELTA_LINE ? Math.max(1, Math.round(size / 3)) : Math.max(1, Math.round(size / 100));
    return Math.sign(event.deltaY) * count;
  }
}

function looksLikeTrackpad(size: number, previous: number, gap: number): boolean {
  if (size < MIN_NOTCH_PX || !Number.isInteger(size)) return true;
  return gap < DENSE_MS && previous > 0 && size % previous !== 0 && previous % size !== 0;
}
