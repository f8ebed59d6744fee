import { embedLayer } from './embed-layer.ts';
import { imageLayer, videoLayer, type LayerEvents, type SlideLayer } from './layers.ts';
import { BACKGROUND_DEFAULTS } from './options.ts';
import { nextPlayable, preloadOrder } from './order.ts';
import type { BackgroundSettings } from './settings.ts';
import { sizeChanged, type Box } from './sizes.ts';

/** Why the slideshow is stopped: the visitor's button, the element off screen, the tab hidden. */
export type PauseReason = 'visitor' | 'off-screen' | 'hidden';

export const ACTIVE_CLASS = 'is-active';
/** The slide being faded out of, kept beneath the new one until the fade is done. */
export const PREVIOUS_CLASS = 'is-previous';

export interface SlideshowOptions {
  win: Window;
  /** The `.background-slides` container the layers go into. */
  stage: HTMLElement;
  settings: BackgroundSettings;
  /** The consent category YouTube/Vimeo slides wait for. */
  videoConsent: string;
  /** The server's first slide, when it wrote one as an `<img>` in the container. */
  served?: HTMLImageElement;
  /** Told whenever the slideshow starts or stops, for the pause button. */
  onStateChange?(running: boolean): void;
}

/**
 * One element's slideshow: each slide shows for `duration` (a video until it ends), then the next fades
 * in over `transitionDuration`; the next images are loaded ahead; a slide that fails is skipped.
 */
export class Slideshow {
  readonly #options: SlideshowOptions;
  readonly #layers: (SlideLayer | undefined)[] = [];
  readonly #failed = new Set<number>();
  readonly #paused = new Set<PauseReason>();
  #current = -1;
  /** Bumped on every change of slide, so a slide still loading cannot show after a newer one. */
  #turn = 0;
  /** The slide being loaded to show next; -1 when none. */
  #target = -1;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #deadline = 0;
  #remaining: number | undefined;
  #box: Box;

  constructor(options: SlideshowOptions) {
    this.#options = options;
    this.#box = this.#measure();
  }

  get current(): number {
    return this.#current;
  }

  get running(): boolean {
    return this.#paused.size === 0;
  }

  /** Whether anything moves: more than one slide, or a video. */
  get moves(): boolean {
    const { slides } = this.#options.settings;
    return slides.length > 1 || slides.some((slide) => slide.kind !== 'image');
  }

  start(pausedBy?: PauseReason): void {
    if (pausedBy) this.#paused.add(pausedBy);
    this.#options.onStateChange?.(this.running);
    if (this.#options.settings.slides.length > 0) void this.#go(0);
  }

  setPaused(reason: PauseReason, paused: boolean): void {
    const wasRunning = this.running;
    if (paused) this.#paused.add(reason);
    else this.#paused.delete(reason);
    if (wasRunning === this.running) return;
    this.#options.onStateChange?.(this.running);
    // Before the first slide has shown, its loading carries on and shows it in the state now asked for.
    if (this.#current === -1) return;
    const layer = this.#layers[this.#current];
    if (this.running) {
      layer?.play(false);
      this.#preload();
      this.#schedule(this.#remaining);
    } else {
      this.#remaining = this.#timer === undefined ? undefined : Math.max(0, this.#deadline - Date.now());
      this.#clearTimer();
      layer?.pause();
    }
  }

  /** After a resize: a new choice of file sizes when the box changed by more than the threshold. */
  resized(): void {
    const box = this.#measure();
    if (!sizeChanged(this.#box, box, BACKGROUND_DEFAULTS.sizeChangeRatio)) return;
    this.#box = box;
    for (const layer of this.#layers) layer?.resize(box, this.#options.win.devicePixelRatio);
  }

  #measure(): Box {
    const { width, height } = this.#options.stage.getBoundingClientRect();
    return { width, height };
  }

  async #go(index: number): Promise<void> {
    const turn = ++this.#turn;
    this.#target = index;
    this.#clearTimer();
    const layer = this.#layer(index);
    const ok = await layer.ready();
    if (turn !== this.#turn) return;
    if (!ok || this.#failed.has(index)) return this.#fail(index);
    this.#target = -1;
    this.#show(index, layer);
  }

  #show(index: number, layer: SlideLayer): void {
    const previous = this.#layers[this.#current];
    this.#current = index;
    this.#remaining = undefined;
    if (previous && previous !== layer) {
      previous.pause();
      previous.element.classList.replace(ACTIVE_CLASS, PREVIOUS_CLASS);
      setTimeout(() => previous.element.classList.remove(PREVIOUS_CLASS), this.#options.settings.transitionDuration);
    }
    layer.element.classList.remove(PREVIOUS_CLASS);
    layer.element.classList.add(ACTIVE_CLASS);
    if (!this.running) return;
    layer.play(true);
    this.#preload();
    this.#schedule();
  }

  #schedule(delay = this.#options.settings.duration): void {
    this.#clearTimer();
    if (!this.running || nextPlayable(this.#current, this.#options.settings.slides.length, this.#failed) === null) return;
    this.#deadline = Date.now() + delay;
    this.#timer = setTimeout(() => this.#advance(), delay);
  }

  #clearTimer(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** To the slide after `from` that has not failed; the only slide left plays again. */
  #advance(from = this.#current): void {
    const next = nextPlayable(from, this.#options.settings.slides.length, this.#failed);
    if (next !== null && next !== this.#current) void this.#go(next);
    else if (this.running && from === this.#current) this.#layers[this.#current]?.play(true);
  }

  /** A slide that cannot show is skipped from now on; when it was showing, or about to, the next takes its place. */
  #fail(index: number): void {
    if (this.#failed.has(index)) return;
    this.#failed.add(index);
    this.#layers[index]?.element.classList.remove(ACTIVE_CLASS);
    if (index === this.#current || index === this.#target) {
      if (index === this.#current) this.#current = -1;
      this.#advance(index);
    }
  }

  #preload(): void {
    const { slides } = this.#options.settings;
    for (const index of preloadOrder(this.#current, slides.length, BACKGROUND_DEFAULTS.preload, this.#failed)) {
      if (slides[index]?.kind === 'image') this.#layer(index);
    }
  }

  #layer(index: number): SlideLayer {
    const existing = this.#layers[index];
    if (existing) return existing;
    const { win, stage, settings, videoConsent, served } = this.#options;
    const slide = settings.slides[index]!;
    const events = this.#events(index);
    const loop = settings.slides.length - this.#failed.size <= 1;
    const box = this.#box;
    const layer =
      slide.kind === 'image'
        ? imageLayer(win.document, slide.sources, box, win.devicePixelRatio, index === 0 ? served : undefined)
        : slide.kind === 'video'
          ? videoLayer(win.document, slide, box, loop, events)
          : embedLayer(win, slide, videoConsent, loop, events);
    if (!layer.element.isConnected) stage.append(layer.element);
    this.#layers[index] = layer;
    return layer;
  }

  #events(index: number): LayerEvents {
    return {
      playing: () => {
        if (index === this.#current) this.#clearTimer();
      },
      ended: () => {
        if (index === this.#current && this.running) this.#advance();
      },
      failed: () => this.#fail(index),
    };
  }
}
