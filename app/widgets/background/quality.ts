import type { Box } from './sizes.ts';

/** The video qualities a player is asked for (spec section 9: 426×240 up to 2560×1440), with each provider's name. */
export const VIDEO_QUALITY_LADDER = [
  { width: 426, height: 240, youtube: 'small', vimeo: '240p' },
  { width: 640, height: 360, youtube: 'medium', vimeo: '360p' },
  { width: 854, height: 480, youtube: 'large', vimeo: '540p' },
  { width: 1280, height: 720, youtube: 'hd720', vimeo: '720p' },
  { width: 1920, height: 1080, youtube: 'hd1080', vimeo: '1080p' },
  { width: 2560, height: 1440, youtube: 'highres', vimeo: '2k' },
] as const;

export type VideoQuality = (typeof VIDEO_QUALITY_LADDER)[number];

/** The smallest quality at least as large as the player in both directions, else the largest. */
export function videoQualityFor(player: Box): VideoQuality {
  return VIDEO_QUALITY_LADDER.find((step) => step.width >= player.width && step.height >= player.height) ?? VIDEO_QUALITY_LADDER[VIDEO_QUALITY_LADDER.length - 1]!;
}

/** A player's size: the 16:9 picture covering the box (as the stylesheet sizes a provider's frame). */
export function coverBox(box: Box): Box {
  return { width: Math.max(box.width, (box.height * 16) / 9), height: Math.max(box.height, (box.width * 9) / 16) };
}
