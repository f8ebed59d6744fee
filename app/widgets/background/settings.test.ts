import { describe, expect, it } from 'vitest';
import { BACKGROUND_SLIDE_MS, BACKGROUND_TRANSITION_MS } from '../../../core/contract/theme/constants.ts';
import { parseBackground } from './settings.ts';
import { parseSlide, safeUrl } from './slides.ts';

const config = { images: ['/media/config.jpg'], duration: 7000, transitionDuration: 900 };

describe('the background settings', () => {
  it('reads the element JSON, each missing field from the page config', () => {
    const { settings, problems } = parseBackground('{"images":["/a.jpg","/b.webp"],"duration":3000}', config);
    expect(settings.slides.map((slide) => slide.kind)).toEqual(['image', 'image']);
    expect(settings).toMatchObject({ duration: 3000, transitionDuration: 900 });
    expect(problems).toEqual([]);
  });

  it('takes the page config for an empty or invalid value, and the spec defaults without either', () => {
    for (const value of [null, '', '  ', '{not json', '42', '"x"']) {
      const { settings } = parseBackground(value, config);
      expect(settings.slides).toEqual([{ kind: 'image', sources: [{ src: '/media/config.jpg', width: 0 }] }]);
      expect(settings.duration).toBe(7000);
    }
    const { settings } = parseBackground('', undefined);
    expect(settings).toEqual({ slides: [], duration: BACKGROUND_SLIDE_MS, transitionDuration: BACKGROUND_TRANSITION_MS });
    expect(BACKGROUND_SLIDE_MS).toBe(5000);
  });

  it('accepts an array alone as the images; refuses times out of range', () => {
    const { settings } = parseBackground('["/a.jpg"]', undefined);
    expect(settings.slides).toHaveLength(1);
    expect(parseBackground('{"duration":5,"transitionDuration":-1}', config).settings).toMatchObject({ duration: 7000, transitionDuration: 900 });
    expect(parseBackground('{"duration":"9000"}', undefined).settings.duration).toBe(5000);
    // The fade never outlasts the slide.
    expect(parseBackground('{"duration":1000,"transitionDuration":3000}', undefined).settings.transitionDuration).toBe(1000);
  });

  it('reports a missing or unsupported entry with its position, and keeps the others', () => {
    const { settings, problems } = parseBackground(JSON.stringify({ images: ['', '/a.jpg', { poster: '/p.jpg' }, '/clip.mov', 'javascript:alert(1)', 'https://youtu.be/short'] }), undefined);
    expect(settings.slides).toHaveLength(1);
    expect(problems.map(({ index, reason }) => [index, reason])).toEqual([
      [0, 'missing'],
      [2, 'missing'],
      [3, 'unsupported'],
      [4, 'unsupported'],
      [5, 'unsupported'],
    ]);
  });
});

describe('a slide entry', () => {
  it('is an image, an HTML5 video, or a YouTube/Vimeo address', () => {
    expect(parseSlide('/hero.jpg?v=2', 0)).toEqual({ kind: 'image', sources: [{ src: '/hero.jpg?v=2', width: 0 }] });
    expect(parseSlide('https://cdn.example.com/image', 0)).toMatchObject({ kind: 'image' });
    expect(parseSlide('/clip.webm', 0)).toMatchObject({ kind: 'video', type: 'video/webm' });
    expect(parseSlide({ src: '/clip.MP4', poster: '/clip.jpg' }, 0)).toMatchObject({ kind: 'video', type: 'video/mp4', poster: '/clip.jpg' });
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(parseSlide(url, 0)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(parseSlide('https://vimeo.com/76979871', 0)).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseSlide({ src: 'https://player.vimeo.com/video/76979871?h=abc123', poster: '/v.jpg' }, 0)).toEqual({ kind: 'vimeo', id: '76979871', hash: 'abc123', poster: '/v.jpg' });
  });

  it('lists the sizes of a srcset, smallest first, and uses the largest when src is left out', () => {
    expect(parseSlide({ srcset: '/a-1280.jpg 1280w, /a-640.jpg 640w, javascript:x 900w' }, 0)).toEqual({
      kind: 'image',
      sources: [
        { src: '/a-640.jpg', width: 640 },
        { src: '/a-1280.jpg', width: 1280 },
      ],
    });
  });

  it('never takes an address that is not a shop path or http(s)', () => {
    expect(safeUrl('/ok.jpg')).toBe('/ok.jpg');
    for (const bad of ['//evil.example/x.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x/y.jpg', 7]) expect(safeUrl(bad)).toBeUndefined();
    expect(parseSlide({ src: '/a.jpg', poster: 'javascript:x' }, 0)).toEqual({ kind: 'image', sources: [{ src: '/a.jpg', width: 0 }] });
  });
});
