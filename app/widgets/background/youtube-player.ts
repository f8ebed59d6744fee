import { isRecord, playerChannel, playerFrame, type PlayerEvents } from './player-frame.ts';

/** YouTube's privacy-enhanced host: no cookies until the visitor plays, which a background never asks. */
export const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';

/** YouTube's player states the slideshow reads. */
const ENDED = 0;
const PLAYING = 1;
/** How often the page says it is listening until the player first answers (as YouTube's own script does). */
const LISTEN_EVERY_MS = 250;

let widgets = 0;

/** The player's address: muted, no controls, keyboard, fullscreen, annotations or related videos; commands by postMessage. */
export function youtubeEmbedUrl(videoId: string, origin: string, widgetId: number): string {
  const query = new URLSearchParams({
    enablejsapi: '1',
    origin,
    widgetid: String(widgetId),
    autoplay: '0',
    mute: '1',
    controls: '0',
    disablekb: '1',
    fs: '0',
    iv_load_policy: '3',
    playsinline: '1',
    rel: '0',
  });
  return `${YOUTUBE_EMBED_HOST}/embed/${encodeURIComponent(videoId)}?${query}`;
}

/**
 * A YouTube player frame for `videoId`, driven by the iframe player's postMessage API: the page says
 * `listening`, the player answers `onReady`, then reports its state (`onStateChange`, `infoDelivery`)
 * and errors (`onError`); commands are `{event: 'command', func, args}`.
 */
export function youtubePlayer(win: Window, videoId: string, quality: string, on: PlayerEvents): HTMLIFrameElement {
  const id = ++widgets;
  const frame = playerFrame(win.document, youtubeEmbedUrl(videoId, win.location.origin, id));
  let ready = false;
  let state: number | undefined;
  let listening: ReturnType<typeof setInterval> | undefined;

  const command = (func: string, args: unknown[] = []) => channel.send({ event: 'command', func, args, id, channel: 'widget' });
  const stateIs = (value: unknown) => {
    if (typeof value !== 'number' || value === state) return;
    state = value;
    if (value === PLAYING) on.playing();
    else if (value === ENDED) on.ended();
  };
  const channel = playerChannel(
    win,
    frame,
    YOUTUBE_EMBED_HOST,
    (message) => {
      clearInterval(listening);
      switch (message['event']) {
        case 'onReady':
          if (ready) return;
          ready = true;
          command('addEventListener', ['onStateChange']);
          command('addEventListener', ['onError']);
          command('mute');
          command('setPlaybackQuality', [quality]);
          on.ready({
            play(fromStart) {
              if (fromStart) command('seekTo', [0, true]);
              command('playVideo');
            },
            pause: () => command('pauseVideo'),
          });
          return;
        case 'onStateChange':
          return stateIs(message['info']);
        case 'initialDelivery':
        case 'infoDelivery':
          return stateIs(isRecord(message['info']) ? message['info']['playerState'] : undefined);
        case 'onError':
          return on.failed();
      }
    },
    () => {
      clearInterval(listening);
      on.failed();
    },
  );
  frame.addEventListener('load', () => {
    const listen = () => channel.send({ event: 'listening', id, channel: 'widget' });
    clearInterval(listening);
    listen();
    listening = setInterval(listen, LISTEN_EVERY_MS);
  });
  return frame;
}
