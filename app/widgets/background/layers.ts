import { videoQualityFor } from './quality.ts';
import { chooseSource, type Box, type SizedSource } from './sizes.ts';
import type { Slide } from './slides.ts';

/** What a slide's layer tells the slideshow once it is on screen. */
export interface LayerEvents {
  /** The slide's video plays: it now ends the slide, not the slideshow's duration. */
  playing(): void;
  ended(): void;
  /** The slide cannot show (a video or image that fails): it is skipped from now on. */
  failed(): void;
}

/** One slide's layer behind the content. */
export interface SlideLayer {
  readonly element: HTMLElement;
  /** Resolves once the slide can be shown (true), or false when it cannot. */
  ready(): Promise<boolean>;
  play(fromStart: boolean): void;
  pause(): void;
  /** The box changed enough for another size of file. */
  resize(box: Box, pixelRatio: number): void;
}

export const LAYER_CLASS = 'background-slide';

/** An image slide, from the server's `<img>` when it is the first, else a new one. */
export function imageLayer(doc: Document, sources: SizedSource[], box: Box, pixelRatio: number, served?: HTMLImageElement): SlideLayer {
  const img = served ?? doc.createElement('img');
  img.classList.add(LAYER_CLASS);
  if (!served) {
    img.alt = '';
    img.decoding = 'async';
    img.src = chooseSource(sources, box, pixelRatio)?.src ?? '';
  }
  const loaded = imageLoaded(img);
  return {
    element: img,
    ready: () => loaded,
    play: () => {},
    pause: () => {},
    resize(next, ratio) {
      const chosen = chooseSource(sources, next, ratio)?.src;
      if (!chosen || img.getAttribute('src') === chosen) return;
      // Swapped once the new file is loaded, so the slide never blinks.
      const larger = doc.createElement('img');
      larger.src = chosen;
      void imageLoaded(larger).then((ok) => {
        if (ok) img.src = chosen;
      });
    },
  };
}

function imageLoaded(img: HTMLImageElement): Promise<boolean> {
  if (img.complete && img.getAttribute('src')) return Promise.resolve(img.naturalWidth > 0);
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(true), { once: true });
    img.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** The file of a video listed in several sizes: the smallest as large as the player's quality step. */
export function chooseVideoSource(sources: readonly SizedSource[], player: Box): SizedSource | undefined {
  const step = videoQualityFor(player);
  return chooseSource(sources, { width: step.width, height: 0 }, 1);
}

/** An HTML5 video slide: muted, inline, without controls; a poster shows until it plays. */
export function videoLayer(doc: Document, slide: Extract<Slide, { kind: 'video' }>, box: Box, loop: boolean, events: LayerEvents): SlideLayer {
  const video = doc.createElement('video');
  video.className = LAYER_CLASS;
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.loop = loop;
  video.preload = 'auto';
  video.setAttribute('disablepictureinpicture', '');
  if (slide.poster) video.poster = slide.poster;
  let started = false;
  const ready = new Promise<boolean>((resolve) => {
    video.addEventListener('loadeddata', () => resolve(true), { once: true });
    video.addEventListener('error', () => resolve(false), { once: true });
  });
  video.addEventListener('error', () => events.failed());
  video.addEventListener('ended', () => events.ended());
  video.addEventListener('playing', () => events.playing());
  video.src = chooseVideoSource(slide.sources, box)?.src ?? '';
  return {
    element: video,
    ready: () => ready,
    play(fromStart) {
      if (fromStart && started) video.currentTime = 0;
      started = true;
      video.play().catch(() => {
        // A browser refusing to autoplay keeps the first frame or poster: the slideshow times it instead.
      });
    },
    pause: () => video.pause(),
    resize: () => {},
  };
}
