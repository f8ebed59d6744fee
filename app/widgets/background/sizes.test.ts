import { describe, expect, it } from 'vitest';
import { chooseVideoSource } from './layers.ts';
import { BACKGROUND_DEFAULTS } from './options.ts';
import { nextPlayable, preloadOrder } from './order.ts';
import { coverBox, VIDEO_QUALITY_LADDER, videoQualityFor } from './quality.ts';
import { chooseSource, parseSrcset, sizeChanged } from './sizes.ts';

const sizes = parseSrcset('/a-640.jpg 640w, /a-1280.jpg 1280w, /a-1920.jpg 1920w, /a-2560.jpg 2560w');

describe('the image size', () => {
  it('is the smallest that covers the box at the pixel ratio, else the largest', () => {
    expect(chooseSource(sizes, { width: 390, height: 600 }, 1)?.src).toBe('/a-640.jpg');
    expect(chooseSource(sizes, { width: 390, height: 600 }, 3)?.src).toBe('/a-1280.jpg');
    expect(chooseSource(sizes, { width: 1280, height: 720 }, 1)?.src).toBe('/a-1280.jpg');
    expect(chooseSource(sizes, { width: 1280, height: 720 }, 2)?.src).toBe('/a-2560.jpg');
    expect(chooseSource(sizes, { width: 4000, height: 2000 }, 1)?.src).toBe('/a-2560.jpg');
  });

  it('counts the file shape when its height is known: a tall box needs a wider landscape file', () => {
    const known = [
      { src: '/s.jpg', width: 800, height: 450 },
      { src: '/l.jpg', width: 1600, height: 900 },
    ];
    // 390×700 covered by a 16:9 picture is 1244 px wide.
    expect(chooseSource(known, { width: 390, height: 700 }, 1)?.src).toBe('/l.jpg');
    expect(chooseSource(known, { width: 390, height: 200 }, 1)?.src).toBe('/s.jpg');
  });

  it('is chosen again only when the width or height changed by more than 0.1', () => {
    const ratio = BACKGROUND_DEFAULTS.sizeChangeRatio;
    expect(ratio).toBe(0.1);
    expect(BACKGROUND_DEFAULTS.resizeRefreshMs).toBe(2500);
    expect(sizeChanged({ width: 1000, height: 600 }, { width: 1090, height: 600 }, ratio)).toBe(false);
    expect(sizeChanged({ width: 1000, height: 600 }, { width: 1000, height: 540 }, ratio)).toBe(false);
    expect(sizeChanged({ width: 1000, height: 600 }, { width: 1101, height: 600 }, ratio)).toBe(true);
    expect(sizeChanged({ width: 1000, height: 600 }, { width: 1000, height: 500 }, ratio)).toBe(true);
    expect(sizeChanged({ width: 0, height: 0 }, { width: 390, height: 600 }, ratio)).toBe(true);
  });
});

describe('the video quality', () => {
  it('follows the player size over the ladder 426×240 … 2560×1440', () => {
    expect(VIDEO_QUALITY_LADDER.map((step) => `${step.width}x${step.height}`)).toEqual(['426x240', '640x360', '854x480', '1280x720', '1920x1080', '2560x1440']);
    expect(videoQualityFor({ width: 300, height: 170 }).youtube).toBe('small');
    expect(videoQualityFor({ width: 640, height: 360 }).youtube).toBe('medium');
    expect(videoQualityFor({ width: 700, height: 300 }).youtube).toBe('large');
    expect(videoQualityFor({ width: 1067, height: 600 })).toMatchObject({ youtube: 'hd720', vimeo: '720p' });
    expect(videoQualityFor({ width: 1920, height: 1080 }).youtube).toBe('hd1080');
    expect(videoQualityFor({ width: 5000, height: 3000 })).toMatchObject({ width: 2560, height: 1440 });
  });

  it("is read from the frame that covers the box as a 16:9 picture would", () => {
    expect(coverBox({ width: 1280, height: 150 })).toEqual({ width: 1280, height: 720 });
    expect(coverBox({ width: 390, height: 844 })).toEqual({ width: 844 * 16 / 9, height: 844 });
    expect(videoQualityFor(coverBox({ width: 390, height: 844 })).youtube).toBe('hd1080');
    expect(videoQualityFor(coverBox({ width: 700, height: 300 })).youtube).toBe('large');
  });

  it('picks an HTML5 video file the same way', () => {
    const files = parseSrcset('/v-360.mp4 640w, /v-720.mp4 1280w, /v-1080.mp4 1920w');
    expect(chooseVideoSource(files, { width: 390, height: 220 })?.src).toBe('/v-360.mp4');
    expect(chooseVideoSource(files, { width: 1100, height: 620 })?.src).toBe('/v-720.mp4');
    expect(chooseVideoSource(files, { width: 2400, height: 1300 })?.src).toBe('/v-1080.mp4');
  });
});

describe('the slide order', () => {
  it('goes round, preloading the next two', () => {
    expect(BACKGROUND_DEFAULTS.preload).toBe(2);
    expect(preloadOrder(0, 5, 2)).toEqual([1, 2]);
    expect(preloadOrder(4, 5, 2)).toEqual([0, 1]);
    expect(preloadOrder(0, 2, 2)).toEqual([1]);
    expect(preloadOrder(0, 1, 2)).toEqual([]);
  });

  it('skips slides that failed, and stops when only the current one is left', () => {
    const failed = new Set([1, 3]);
    expect(nextPlayable(0, 5, failed)).toBe(2);
    expect(nextPlayable(2, 5, failed)).toBe(4);
    expect(nextPlayable(4, 5, failed)).toBe(0);
    expect(preloadOrder(0, 5, 2, failed)).toEqual([2, 4]);
    expect(nextPlayable(0, 3, new Set([1, 2]))).toBeNull();
    // After the showing slide failed, the one after it is next.
    expect(nextPlayable(1, 3, new Set([1]))).toBe(2);
  });
});
