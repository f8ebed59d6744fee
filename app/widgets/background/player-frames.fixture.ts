import { vi } from 'vitest';

/** An iframe's stand-in window: what the page posted to it, and a way to post the player's answers. */
export interface FakePlayerFrame {
  readonly frame: HTMLIFrameElement;
  readonly window: Window;
  /** Each message the page posted, parsed from its JSON text, with the target origin it named. */
  readonly sent: { message: unknown; targetOrigin: string }[];
  /** The messages posted, parsed. */
  messages(): unknown[];
  /** The player posts `message` (as JSON text) to the page, from the frame's origin unless told otherwise. */
  say(message: object, from?: { origin?: string; source?: unknown }): void;
}

/**
 * Gives every iframe a stand-in window (happy-dom loads no frame), so a test sees what the slideshow
 * posts to a player and answers as the player would; returns the stand-in of a frame. Restored by
 * `vi.restoreAllMocks()`.
 */
export function fakePlayerFrames(): (frame: HTMLIFrameElement) => FakePlayerFrame {
  const fakes = new Map<HTMLIFrameElement, FakePlayerFrame>();
  const fakeOf = (frame: HTMLIFrameElement): FakePlayerFrame => {
    let fake = fakes.get(frame);
    if (fake) return fake;
    const sent: FakePlayerFrame['sent'] = [];
    const frameWindow = { postMessage: (message: string, targetOrigin: string) => sent.push({ message: JSON.parse(message), targetOrigin }) } as unknown as Window;
    fake = {
      frame,
      window: frameWindow,
      sent,
      messages: () => sent.map((entry) => entry.message),
      say(message, from = {}) {
        const origin = from.origin ?? new URL(frame.src).origin;
        window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message), origin, source: (from.source ?? frameWindow) as MessageEventSource }));
      },
    };
    fakes.set(frame, fake);
    return fake;
  };
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
    return fakeOf(this).window;
  });
  return fakeOf;
}
