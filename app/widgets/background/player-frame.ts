/**
 * A video provider's player frame, driven by postMessage: the protocol the providers' own player
 * scripts (YouTube's `iframe_api`, Vimeo's `player.js`) speak to the frame. The page loads no script
 * of theirs, so its policy names their hosts under `frame-src` only, never `script-src` (a script host
 * such as www.youtube.com also serves JSONP that would get round the policy).
 */

/** A frame that has not said a word this long after it was made counts as failed (blocked, offline, gone). */
export const PLAYER_ANSWER_TIMEOUT_MS = 10_000;

/** What the slideshow does with a mounted player, whichever provider's. */
export interface EmbedPlayer {
  play(fromStart: boolean): void;
  pause(): void;
}

/** What a player tells its slide. */
export interface PlayerEvents {
  /** The player takes commands from now on. */
  ready(player: EmbedPlayer): void;
  playing(): void;
  ended(): void;
  /** The video cannot play: the slide is skipped. */
  failed(): void;
}

export type PlayerMessage = Record<string, unknown>;

export interface PlayerChannel {
  /** Posts a message to the frame, as JSON text (which both players read), to the provider's origin only. */
  send(message: PlayerMessage): void;
}

/**
 * Listens to `frame`'s messages: only those its own window posts from the provider's `origin`, as JSON
 * text or objects. The first one clears the answer time-out; without one, `silent` is called.
 */
export function playerChannel(win: Window, frame: HTMLIFrameElement, origin: string, receive: (message: PlayerMessage) => void, silent: () => void): PlayerChannel {
  const timeout = setTimeout(silent, PLAYER_ANSWER_TIMEOUT_MS);
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source === null || event.source !== frame.contentWindow) return;
    const message = parseMessage(event.data);
    if (!message) return;
    clearTimeout(timeout);
    receive(message);
  });
  return { send: (message) => frame.contentWindow?.postMessage(JSON.stringify(message), origin) };
}

function parseMessage(data: unknown): PlayerMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return isRecord(value) ? value : null;
}

export function isRecord(value: unknown): value is PlayerMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A muted player frame without controls, allowed to play by itself. */
export function playerFrame(doc: Document, src: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.src = src;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture';
  return frame;
}
