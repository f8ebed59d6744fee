import { pageText } from '../../../core/contract/i18n/browser-messages.ts';
import { whenConsented } from '../shared/consent-gate.ts';
import { LAYER_CLASS, type LayerEvents, type SlideLayer } from './layers.ts';
import type { EmbedPlayer, PlayerEvents } from './player-frame.ts';
import { coverBox, videoQualityFor } from './quality.ts';
import type { Slide } from './slides.ts';
import { vimeoPlayer } from './vimeo-player.ts';
import { youtubePlayer } from './youtube-player.ts';

type EmbedSlide = Extract<Slide, { kind: 'youtube' | 'vimeo' }>;

const PLAYING_CLASS = 'is-playing';

/**
 * A YouTube or Vimeo slide. Until the visitor allows `consent`, it is the owner's poster (or a plain
 * gradient) and nothing is requested from the provider; then the provider's player frame, muted and
 * without controls, is added and fades in over the poster once it plays. The frame is driven by
 * postMessage: no provider script runs in the page.
 */
export function embedLayer(win: Window, slide: EmbedSlide, consent: string, loop: boolean, events: LayerEvents): SlideLayer {
  const doc = win.document;
  const element = doc.createElement('div');
  element.className = `${LAYER_CLASS} background-embed`;
  if (slide.poster) {
    const poster = doc.createElement('img');
    poster.className = 'background-embed-poster';
    poster.alt = '';
    poster.src = slide.poster;
    element.append(poster);
  }

  let wanted = false;
  let player: EmbedPlayer | undefined;
  const handlers: PlayerEvents = {
    playing() {
      element.classList.add(PLAYING_CLASS);
      events.playing();
    },
    ended() {
      if (loop && player) player.play(true);
      else events.ended();
    },
    failed: () => events.failed(),
    ready(mounted) {
      player = mounted;
      if (wanted) mounted.play(false);
    },
  };
  whenConsented(win, consent, () => {
    const quality = videoQualityFor(coverBox(element.getBoundingClientRect()));
    const frame = slide.kind === 'youtube' ? youtubePlayer(win, slide.id, quality.youtube, handlers) : vimeoPlayer(win, slide, quality.vimeo, handlers);
    frame.className = 'background-embed-player';
    quietFrame(frame);
    element.append(frame);
  });

  return {
    element,
    ready: () => Promise.resolve(true),
    play(fromStart) {
      wanted = true;
      player?.play(fromStart);
    },
    pause() {
      wanted = false;
      player?.pause();
    },
    resize: () => {},
  };
}

/** A frame the visitor never reaches: the slideshow's layers are inert, and it has a title all the same. */
function quietFrame(iframe: HTMLIFrameElement): void {
  iframe.tabIndex = -1;
  iframe.title = pageText(iframe.ownerDocument, 'background.video');
  iframe.setAttribute('aria-hidden', 'true');
}
