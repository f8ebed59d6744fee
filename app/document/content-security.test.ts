import { describe, expect, it } from 'vitest';
import { buildConfig } from "../../config/load.ts";
import { pagePolicy, tileSource } from './content-security.ts';

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
