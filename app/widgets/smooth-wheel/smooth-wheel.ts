import { SMOOTH_SCROLL_STEP_PX } from '../../../core/contract/theme/constants.ts';
import type { WidgetContext } from '../shared/widget.ts';
import { wheelBelongsElsewhere } from './scrollable.ts';
import { WheelKind } from './wheel-kind.ts';
import { wheelScroller } from './wheel-scroller.ts';

/**
 * Smooth wheel scrolling (theme option `smoothScroll.enabled`): each mouse-wheel notch glides the page
 * 100 px. Trackpads, touch (which sends no wheel events), zooming, scrollable elements and reduced motion
 * keep the browser's own scrolling.
 */
export function start({ document: doc, window: win, reducedMotion }: WidgetContext): void {
  const kind = new WheelKind();
  const scroller = wheelScroller(win);
  win.addEventListener(
    'wheel',
    (event) => {
      const notches = kind.notches(event);
      if (notches === 0 || event.defaultPrevented || reducedMotion() || wheelBelongsElsewhere(event.target, doc)) return;
      event.preventDefault();
      scroller.by(notches * SMOOTH_SCROLL_STEP_PX);
    },
    { passive: false },
  );
}
