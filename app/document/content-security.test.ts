import { describe, expect, it } from 'vitest';
import { buildConfig } from "../../config/load.ts";
import { pagePolicy, tileSource, VIDEO_EMBEDS } from './content-security.ts';

describe('the map tiles in the page policy', () => {
  it('allows the tile host of the template, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com:8443');
  });

  it('adds nothing for a path of the shop or a template that is not a URL', () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource("https://evil.example; script-src *'/{z}/{x}/{y}")).toBeNull();
  });

  it("lists the default tile host under img-src, nowhere else", () => {
    const policy = pagePolicy(buildConfig(), []);
    const directives = new Map(policy.split('; ').map((part) => [part.split(' ')[0], part]));
    expect(directives.get('img-src')).toContain('https://tile.openstreetmap.org');
    expect(directives.get('script-src')).not.toContain('openstreetmap');
    expect(directives.get('connect-src')).not.toContain('openstreetmap');
  });
});

describe('the background videos in the page policy', () => {
  const directives = () => new Map(pagePolicy(buildConfig(), []).split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

  it("allows the providers' player frames, YouTube's only from its no-cookie host", () => {
    const policy = directives();
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(VIDEO_EMBEDS.frame).not.toContain('https://www.youtube.com');
  });

  it('allows scripts from no other host: the players are driven by postMessage, and www.youtube.com serves JSONP', () => {
    expect(directives().get('script-src')).toEqual(["'self'"]);
    expect(directives().get('default-src')).toEqual(["'self'"]);
  });

  it("allows no provider image or connection: posters are the shop's own", () => {
    const policy = directives();
    for (const name of ['img-src', 'connect-src', 'media-src', 'default-src']) {
      expect((policy.get(name) ?? []).join(' ')).not.toMatch(/youtube|ytimg|vimeo/);
    }
  });
});
