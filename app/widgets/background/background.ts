import type { WidgetContext } from '../shared/widget.ts';
import { BACKGROUND_DEFAULTS, BACKGROUND_INIT_ERROR_EVENT, BACKGROUND_SELECTOR } from './options.ts';
import { parseBackground } from './settings.ts';
import type { SlideProblem } from './slides.ts';
import { Slideshow } from './slideshow.ts';
import { showToggleState, toggleButton } from './toggle.ts';

/** The layers' container: the server's when it wrote one (with the first slide's `<img>`), else a new one. */
export const STAGE_CLASS = 'background-slides';

/**
 * Background slideshows: every `[data-background]` element gets its slides (images, HTML5 videos,
 * YouTube/Vimeo after consent) in layers behind its content, and a pause/play button. It stops while off
 * screen or in a hidden tab; with reduced motion or in the settings' live preview it starts stopped, on
 * the first slide.
 */
export function start(context: WidgetContext): void {
  for (const element of context.document.querySelectorAll<HTMLElement>(BACKGROUND_SELECTOR)) startOne(element, context);
}

function startOne(element: HTMLElement, { window: win, params, reducedMotion }: WidgetContext): void {
  const { settings, problems } = parseBackground(element.getAttribute('data-background'), params.background);
  for (const problem of problems) reportInitError(win, element, problem);
  if (settings.slides.length === 0) return;
  const stage = stageOf(element);
  stage.style.setProperty('--background-transition', `${settings.transitionDuration}ms`);
  let button: HTMLButtonElement | undefined;
  const slideshow = new Slideshow({
    win,
    stage,
    settings,
    videoConsent: params.video?.consent ?? 'marketing',
    served: stage.querySelector<HTMLImageElement>(':scope > img:not(.background-slide)') ?? undefined,
    onStateChange: (running) => {
      if (button) showToggleState(button, running);
    },
  });
  if (slideshow.moves) {
    button = toggleButton(element);
    button.addEventListener('click', () => slideshow.setPaused('visitor', slideshow.running));
  }
  slideshow.start(reducedMotion() || params.preview ? 'visitor' : undefined);
  pauseWhenUnseen(win, element, slideshow);
  refreshOnResize(win, slideshow);
}

function stageOf(element: HTMLElement): HTMLElement {
  let stage = element.querySelector<HTMLElement>(`:scope > .${STAGE_CLASS}`);
  if (!stage) {
    stage = element.ownerDocument.createElement('div');
    stage.className = STAGE_CLASS;
    element.prepend(stage);
  }
  // Decoration only: nothing in it is announced or reached by the keyboard (a video frame included).
  stage.setAttribute('aria-hidden', 'true');
  stage.inert = true;
  return stage;
}

function reportInitError(win: Window, element: HTMLElement, problem: SlideProblem): void {
  const Event = (win as Window & typeof globalThis).CustomEvent;
  element.dispatchEvent(new Event(BACKGROUND_INIT_ERROR_EVENT, { bubbles: true, detail: problem }));
  console.warn(`Vitrine background slideshow: slide ${problem.index + 1} is ${problem.reason} (${problem.source}); it is left out.`);
}

/** Stopped while the element is off screen or the tab is hidden, running again when both are back. */
function pauseWhenUnseen(win: Window, element: HTMLElement, slideshow: Slideshow): void {
  const doc = win.document;
  const visibility = () => slideshow.setPaused('hidden', doc.visibilityState === 'hidden');
  doc.addEventListener('visibilitychange', visibility);
  visibility();
  const { IntersectionObserver } = win as Window & typeof globalThis;
  if (!IntersectionObserver) return;
  new IntersectionObserver((entries) => {
    for (const entry of entries) slideshow.setPaused('off-screen', !entry.isIntersecting);
  }).observe(element);
}

/** The file sizes are chosen again once resizing has stopped for a while. */
function refreshOnResize(win: Window, slideshow: Slideshow): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => slideshow.resized(), BACKGROUND_DEFAULTS.resizeRefreshMs);
  });
}
