import { pageText } from '../../../core/contract/i18n/browser-messages.ts';
import { whenConsented } from '../shared/consent-gate.ts';
import { LAYER_CLASS, type LayerEvents, type SlideLayer } from './layers.ts';
import { VIMEO_EMBED_HOST, YOUTUBE_EMBED_HOST, vimeoApi, youtubeApi } from './provider-api.ts';
import { coverBox, videoQualityFor } from './quality.ts';
import type { Box } from './sizes.ts';
import type { Slide } from './slides.ts';

type EmbedSlide = Extract<Slide, { kind: 'youtube' | 'vimeo' }>;

/** What the slideshow does with a mounted player, whichever provider's. */
interface EmbedPlayer {
  play(fromStart: boolean): void;
  pause(): void;
}

const PLAYING_CLASS = 'is-playing';
/** YouTube's player states the slideshow reads. */
const YT_ENDED = 0;
const YT_PLAYING = 1;

/**
 * A YouTube or Vimeo slide. Until the visitor allows `consent`, it is the owner's poster (or a plain
 * gradient) and nothing is requested from the provider; then the provider's script loads and its
 * player, muted and without controls, fades in over the poster once it plays.
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
  const host = doc.createElement('div');
  host.className = 'background-embed-player';
  element.append(host);

  let wanted = false;
  let player: EmbedPlayer | undefined;
  const handlers = {
    playing() {
      element.classList.add(PLAYING_CLASS);
      events.playing();
    },
    ended() {
      if (loop && player) player.play(true);
      else events.ended();
    },
    failed: () => events.failed(),
    ready(mounted: EmbedPlayer) {
      player = mounted;
      if (wanted) mounted.play(false);
    },
  };
  whenConsented(win, consent, () => {
    const box = coverBox(element.getBoundingClientRect());
    const mount = slide.kind === 'youtube' ? mountYouTube(win, slide.id, host, box, handlers) : mountVimeo(win, slide, host, box, handlers);
    mount.catch(() => events.failed());
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

interface MountHandlers {
  playing(): void;
  ended(): void;
  failed(): void;
  ready(player: EmbedPlayer): void;
}

/** A frame the visitor never reaches: the slideshow's layers are inert, and it has a title all the same. */
function quietFrame(iframe: HTMLIFrameElement): void {
  iframe.tabIndex = -1;
  iframe.title = pageText(iframe.ownerDocument, 'background.video');
  iframe.setAttribute('aria-hidden', 'true');
}

async function mountYouTube(win: Window, id: string, host: HTMLElement, box: Box, on: MountHandlers): Promise<void> {
  const api = await youtubeApi(win);
  const quality = videoQualityFor(box).youtube;
  const player = new api.Player(host, {
    videoId: id,
    host: YOUTUBE_EMBED_HOST,
    width: Math.round(box.width),
    height: Math.round(box.height),
    playerVars: { autoplay: 0, mute: 1, controls: 0, disablekb: 1, fs: 0, iv_load_policy: 3, playsinline: 1, rel: 0, origin: win.location.origin },
    events: {
      onReady() {
        player.mute();
        player.setPlaybackQuality?.(quality);
        const frame = player.getIframe?.();
        if (frame) quietFrame(frame);
        on.ready({
          play(fromStart) {
            if (fromStart) player.seekTo(0, true);
            player.playVideo();
          },
          pause: () => player.pauseVideo(),
        });
      },
      onStateChange(event: { data: number }) {
        if (event.data === YT_PLAYING) on.playing();
        else if (event.data === YT_ENDED) on.ended();
      },
      onError: () => on.failed(),
    },
  });
}

async function mountVimeo(win: Window, slide: Extract<Slide, { kind: 'vimeo' }>, host: HTMLElement, box: Box, on: MountHandlers): Promise<void> {
  const api = await vimeoApi(win);
  const query = new URLSearchParams({ muted: '1', autoplay: '0', controls: '0', dnt: '1', playsinline: '1', title: '0', byline: '0', portrait: '0', quality: videoQualityFor(box).vimeo });
  if (slide.hash) query.set('h', slide.hash);
  const iframe = win.document.createElement('iframe');
  iframe.src = `${VIMEO_EMBED_HOST}/video/${slide.id}?${query}`;
  iframe.allow = 'autoplay; fullscreen; picture-in-picture';
  quietFrame(iframe);
  host.append(iframe);
  const player = new api.Player(iframe);
  // 'playing' once frames show; older players only say 'play'.
  player.on('playing', () => on.playing());
  player.on('play', () => on.playing());
  player.on('ended', () => on.ended());
  player.on('error', () => on.failed());
  on.ready({
    play(fromStart) {
      const started = fromStart ? player.setCurrentTime(0).then(() => player.play()) : player.play();
      started.catch(() => {});
    },
    pause: () => void player.pause().catch(() => {}),
  });
}
