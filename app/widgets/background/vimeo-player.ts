import type { Slide } from './slides.ts';
import { isRecord, playerChannel, playerFrame, type PlayerEvents } from './player-frame.ts';

export const VIMEO_EMBED_HOST = 'https://player.vimeo.com';

/** The events the slideshow listens to ('playing' once frames show; older players only say 'play'). */
const EVENTS = ['play', 'playing', 'ended', 'error'];

/** The player's address: muted, no controls, title, byline or portrait, no tracking (`dnt`), the quality the box needs. */
export function vimeoEmbedUrl(slide: Extract<Slide, { kind: 'vimeo' }>, quality: string): string {
  const query = new URLSearchParams({ muted: '1', autoplay: '0', controls: '0', dnt: '1', playsinline: '1', title: '0', byline: '0', portrait: '0', quality });
  if (slide.hash) query.set('h', slide.hash);
  return `${VIMEO_EMBED_HOST}/video/${encodeURIComponent(slide.id)}?${query}`;
}

/**
 * A Vimeo player frame, driven by the player's postMessage API: the player says `ready` (a `ping`
 * asks again), the page asks for events with `addEventListener`, commands are `{method, value}`.
 */
export function vimeoPlayer(win: Window, slide: Extract<Slide, { kind: 'vimeo' }>, quality: string, on: PlayerEvents): HTMLIFrameElement {
  const frame = playerFrame(win.document, vimeoEmbedUrl(slide, quality));
  let ready = false;
  const call = (method: string, value?: unknown) => channel.send(value === undefined ? { method } : { method, value });
  const channel = playerChannel(
    win,
    frame,
    VIMEO_EMBED_HOST,
    (message) => {
      switch (message['event']) {
        case 'ready':
          if (ready) return;
          ready = true;
          for (const name of EVENTS) call('addEventListener', name);
          on.ready({
            play(fromStart) {
              if (fromStart) call('setCurrentTime', 0);
              call('play');
            },
            pause: () => call('pause'),
          });
          return;
        case 'play':
        case 'playing':
          return on.playing();
        case 'ended':
          return on.ended();
        case 'error':
          // An error naming a method is a refused command (a browser holding back autoplay): the video itself is fine.
          if (!(isRecord(message['data']) && typeof message['data']['method'] === 'string')) on.failed();
          return;
      }
    },
    () => on.failed(),
  );
  frame.addEventListener('load', () => call('ping'));
  return frame;
}
