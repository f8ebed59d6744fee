import { describe, expect, it } from 'vitest';
import { classifySlideSource } from './slide-source.ts';

describe('a background slide’s address', () => {
  it('names an image by its extension, or by having none', () => {
    for (const src of ['/uploads/hero.jpg', '/uploads/hero.JPEG?v=2', '/uploads/still.webp', 'https://cdn.example.com/image', '/uploads/youtube.com.jpg']) {
      expect(classifySlideSource(src), src).toEqual({ kind: 'image' });
    }
  });

  it('names an HTML5 video by its extension, in any case, before a query or a fragment', () => {
    expect(classifySlideSource('/uploads/clip.webm')).toEqual({ kind: 'video', type: 'video/webm' });
    expect(classifySlideSource('/uploads/clip.MP4?v=2#t=3')).toEqual({ kind: 'video', type: 'video/mp4' });
  });

  it('takes the video id of a YouTube or Vimeo page or embed', () => {
    for (const src of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(classifySlideSource(src), src).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(classifySlideSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(classifySlideSource('https://vimeo.com/76979871/abc123')).toEqual({ kind: 'vimeo', id: '76979871', hash: 'abc123' });
    expect(classifySlideSource('https://player.vimeo.com/video/76979871?h=abc123')).toEqual({ kind: 'vimeo', id: '76979871', hash: 'abc123' });
    expect(classifySlideSource('https://player.vimeo.com/video/76979871?h=not-hex')).toEqual({ kind: 'vimeo', id: '76979871' });
  });

  it('refuses what the slideshow cannot play: other files, provider pages without a video', () => {
    for (const src of ['/uploads/clip.mov', '/uploads/clip.ogv', '/uploads/drawing.svg', 'https://youtu.be/x', 'https://www.youtube.com/channel/abc', 'https://vimeo.com/channels/staff']) {
      expect(classifySlideSource(src), src).toEqual({ kind: 'unsupported' });
    }
  });
});
