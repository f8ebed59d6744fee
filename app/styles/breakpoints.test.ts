import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../core/contract/theme/constants.ts';

// CSS cannot read a variable in a media query, so the sheets repeat the breakpoints; this holds them to the one definition.
const ALLOWED = new Set([
  `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
  `(max-width: ${BREAKPOINTS.tabletMax}px)`,
  `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
]);

describe('the stylesheets’ breakpoints', () => {
  it('are the theme’s: mobile to 767 px, tablet to 1024 px, desktop above', () => {
    const dir = import.meta.dirname;
    const widths = readdirSync(dir)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\((?:min|max)-width:\s*[^)]*\)/g)].map((match) => `${file}: ${match[0]}`));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((entry) => !ALLOWED.has(entry.split(': ').slice(1).join(': ')))).toEqual([]);
  });
});
