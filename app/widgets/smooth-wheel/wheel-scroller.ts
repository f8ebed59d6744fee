import { SPEEDS } from '../../../core/contract/theme/constants.ts';

/** Fast at first, settling gently: how a wheel notch's scroll moves. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** Scrolls the window by wheel steps, each eased over `duration`; a step during a glide extends its target. */
export function wheelScroller(win: Window, duration: number = SPEEDS.default): { by(pixels: number): void } {
  let target = 0;
  let from = 0;
  let startedAt = 0;
  let frame = 0;
  const maxTop = () => Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);
  const step = (now: number) => {
    const progress = duration > 0 ? (now - startedAt) / duration : 1;
    win.scrollTo({ top: from + (target - from) * easeOutCubic(progress), behavior: 'instant' });
    frame = progress < 1 ? win.requestAnimationFrame(step) : 0;
  };
  return {
    by(pixels) {
      const base = frame ? target : win.scrollY;
      target = Math.min(maxTop(), Math.max(0, base + pixels));
      from = win.scrollY;
      startedAt = win.performance.now();
      if (!frame) frame = win.requestAnimationFrame(step);
    },
  };
}
