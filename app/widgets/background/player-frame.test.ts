// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_ANSWER_TIMEOUT_MS, type EmbedPlayer, type PlayerEvents } from './player-frame.ts';
import { fakePlayerFrames, type FakePlayerFrame } from './player-frames.fixture.ts';
import { vimeoPlayer } from './vimeo-player.ts';
import { youtubePlayer } from './youtube-player.ts';

const YOUTUBE = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';

/** A player's events, recorded, and the player it hands over once ready. */
function recorder() {
  const seen: string[] = [];
  let player: EmbedPlayer | undefined;
  const events: PlayerEvents = {
    ready(mounted) {
      seen.push('ready');
      player = mounted;
    },
    playing: () => seen.push('playing'),
    ended: () => seen.push('ended'),
    failed: () => seen.push('failed'),
  };
  return { events, seen, player: () => player! };
}

let fakeOf: (frame: HTMLIFrameElement) => FakePlayerFrame;

beforeEach(() => {
  vi.useFakeTimers();
  fakeOf = fakePlayerFrames();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A frame that has loaded (left out of the document: happy-dom would report each frame it does not load). */
function mount(frame: HTMLIFrameElement): FakePlayerFrame {
  frame.dispatchEvent(new Event('load'));
  return fakeOf(frame);
}

describe('the YouTube player frame', () => {
  it('is the no-cookie host’s player, muted and bare, with its postMessage API on and this page as its origin', () => {
    const frame = youtubePlayer(window, 'dQw4w9WgXcQ', 'hd720', recorder().events);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${YOUTUBE}/embed/dQw4w9WgXcQ`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ enablejsapi: '1', origin: window.location.origin, mute: '1', autoplay: '0', controls: '0', disablekb: '1', fs: '0', playsinline: '1', rel: '0' });
    expect(frame.allow).toContain('autoplay');
  });

  it('says it listens until the player answers, then on ready mutes it, asks the quality and its events, and hands it over', async () => {
    const { events, seen } = recorder();
    const fake = mount(youtubePlayer(window, 'dQw4w9WgXcQ', 'hd1080', events));
    const id = Number(new URL(fake.frame.src).searchParams.get('widgetid'));
    expect(fake.messages()).toEqual([{ event: 'listening', id, channel: 'widget' }]);
    expect(fake.sent[0]!.targetOrigin).toBe(YOUTUBE);
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.messages()).toHaveLength(3);
    fake.say({ event: 'initialDelivery', info: { playerState: -1 }, id, channel: 'widget' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.messages()).toHaveLength(3);
    expect(seen).toEqual([]);
    fake.say({ event: 'onReady', info: {}, id, channel: 'widget' });
    expect(seen).toEqual(['ready']);
    const commands = fake.messages().slice(3);
    expect(commands).toEqual([
      { event: 'command', func: 'addEventListener', args: ['onStateChange'], id, channel: 'widget' },
      { event: 'command', func: 'addEventListener', args: ['onError'], id, channel: 'widget' },
      { event: 'command', func: 'mute', args: [], id, channel: 'widget' },
      { event: 'command', func: 'setPlaybackQuality', args: ['hd1080'], id, channel: 'widget' },
    ]);
    expect(fake.sent.every((entry) => entry.targetOrigin === YOUTUBE)).toBe(true);
  });

  it('plays, from the start when asked, and pauses by command', () => {
    const { events, player } = recorder();
    const fake = mount(youtubePlayer(window, 'dQw4w9WgXcQ', 'small', events));
    fake.say({ event: 'onReady' });
    const before = fake.messages().length;
    player().play(false);
    player().play(true);
    player().pause();
    expect(fake.messages().slice(before).map((message) => [(message as { func: string }).func, (message as { args: unknown[] }).args])).toEqual([
      ['playVideo', []],
      ['seekTo', [0, true]],
      ['playVideo', []],
      ['pauseVideo', []],
    ]);
  });

  it('reports playing and ended from state changes and info deliveries, once per change, and an error as a failure', () => {
    const { events, seen } = recorder();
    const fake = mount(youtubePlayer(window, 'dQw4w9WgXcQ', 'small', events));
    fake.say({ event: 'onReady' });
    fake.say({ event: 'onStateChange', info: 3 });
    fake.say({ event: 'onStateChange', info: 1 });
    fake.say({ event: 'infoDelivery', info: { playerState: 1, currentTime: 2 } });
    fake.say({ event: 'infoDelivery', info: { currentTime: 3 } });
    fake.say({ event: 'infoDelivery', info: { playerState: 0 } });
    fake.say({ event: 'onStateChange', info: 0 });
    fake.say({ event: 'onError', info: 150 });
    expect(seen).toEqual(['ready', 'playing', 'ended', 'failed']);
  });

  it('hears only its own frame, from the no-cookie host, and skips what is not JSON', () => {
    const { events, seen } = recorder();
    const fake = mount(youtubePlayer(window, 'dQw4w9WgXcQ', 'small', events));
    fake.say({ event: 'onReady' }, { origin: 'https://www.youtube.com' });
    fake.say({ event: 'onReady' }, { origin: 'https://evil.example' });
    fake.say({ event: 'onReady' }, { source: window });
    window.dispatchEvent(new MessageEvent('message', { data: '{not json', origin: YOUTUBE, source: fake.window as MessageEventSource }));
    expect(seen).toEqual([]);
    fake.say({ event: 'onReady' });
    expect(seen).toEqual(['ready']);
  });

  it('fails when the player never answers, and stops saying it listens', async () => {
    const { events, seen } = recorder();
    const fake = mount(youtubePlayer(window, 'dQw4w9WgXcQ', 'small', events));
    await vi.advanceTimersByTimeAsync(PLAYER_ANSWER_TIMEOUT_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['failed']);
    const sent = fake.messages().length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.messages()).toHaveLength(sent);
  });
});

describe('the Vimeo player frame', () => {
  const slide = { kind: 'vimeo' as const, id: '76979871', hash: '8272103f6e' };

  it('is the player’s own frame, muted, bare and without tracking, for the unlisted video’s hash and the quality asked', () => {
    const frame = vimeoPlayer(window, slide, '720p', recorder().events);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${VIMEO}/video/76979871`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ muted: '1', autoplay: '0', controls: '0', dnt: '1', h: '8272103f6e', quality: '720p' });
  });

  it('pings the player, and once ready asks for its events and hands it over; play, replay and pause are method calls', () => {
    const { events, seen, player } = recorder();
    const fake = mount(vimeoPlayer(window, slide, '720p', events));
    expect(fake.messages()).toEqual([{ method: 'ping' }]);
    expect(fake.sent[0]!.targetOrigin).toBe(VIMEO);
    fake.say({ event: 'ready', player_id: 'x' });
    fake.say({ event: 'ready' });
    expect(seen).toEqual(['ready']);
    player().play(false);
    player().play(true);
    player().pause();
    expect(fake.messages().slice(1)).toEqual([
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'playing' },
      { method: 'addEventListener', value: 'ended' },
      { method: 'addEventListener', value: 'error' },
      { method: 'play' },
      { method: 'setCurrentTime', value: 0 },
      { method: 'play' },
      { method: 'pause' },
    ]);
  });

  it('reports playing, ended and a video error; a refused command is no failure', () => {
    const { events, seen } = recorder();
    const fake = mount(vimeoPlayer(window, slide, '720p', events));
    fake.say({ event: 'ready' });
    fake.say({ event: 'playing', data: { seconds: 0 } });
    fake.say({ event: 'ended', data: {} });
    fake.say({ event: 'error', data: { method: 'play', name: 'NotAllowedError' } });
    expect(seen).toEqual(['ready', 'playing', 'ended']);
    fake.say({ event: 'error', data: { name: 'NotFoundError' } });
    expect(seen).toEqual(['ready', 'playing', 'ended', 'failed']);
  });

  it('hears only its own frame from player.vimeo.com, and fails when the player never answers', async () => {
    const { events, seen } = recorder();
    const fake = mount(vimeoPlayer(window, slide, '720p', events));
    fake.say({ event: 'ready' }, { origin: 'https://vimeo.com' });
    fake.say({ event: 'ready' }, { source: window });
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(PLAYER_ANSWER_TIMEOUT_MS);
    expect(seen).toEqual(['failed']);
  });
});
