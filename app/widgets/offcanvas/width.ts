import { OFFCANVAS_DEFAULT_WIDTH_PX, OFFCANVAS_WINDOW_MARGIN_PX } from '../../../core/contract/theme/constants.ts';

/** Below this many pixels of panel, a capped panel would be too cramped: it takes the whole window instead. */
export const OFFCANVAS_MIN_CAPPED_PX = 200;

/**
 * The panel's CSS width: the owner's width (250 px by default), capped at the window's width less 100 px;
 * the whole window (`100%`) on a window so narrow that the cap would leave less than 200 px.
 */
export function offcanvasWidth(setting: number | undefined, windowWidth: number): string {
  const wanted = setting !== undefined && Number.isFinite(setting) && setting > 0 ? setting : OFFCANVAS_DEFAULT_WIDTH_PX;
  const cap = windowWidth - OFFCANVAS_WINDOW_MARGIN_PX;
  if (cap < OFFCANVAS_MIN_CAPPED_PX) return '100%';
  return `${Math.round(Math.min(wanted, cap))}px`;
}
