import { join } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

/** Where a stylesheet of the shop would be: stylelint finds the project's config (stylelint.config.js) from there. */
const codeFilename = join(import.meta.dirname, '../../app/styles/sample.css');

/** The rules the declaration breaks under the project's stylelint config (none: it may stand). */
async function broken(declaration: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code: `.x { ${declaration}; }`, codeFilename });
  return results[0]!.warnings.map((warning) => warning.rule);
}

describe('the stylesheets’ right-to-left check (stylelint.config.js)', () => {
  it.each([
    'margin-left: 1rem',
    'padding-right: 2px',
    'left: 0',
    'border-left: 4px solid red',
    'border-top-right-radius: 4px',
    'text-align: right',
    'float: left',
    'margin: 0 1rem 0 2rem',
    'padding: 0.6rem 0 0.6rem 2rem',
    'inset: 0 auto 0 0',
    'border-width: 0 2px 2px 0',
    'border-radius: 4px 0',
    'border-radius: 1px 2px 3px',
    'border-radius: 50% 50% 50% 0',
    'transform: translateX(-100%)',
    'transform: translate(-50%, -50%)',
    'box-shadow: 2px 0 18px red',
    'box-shadow: 0 1px 2px rgba(1, 2, 3, 0.5), -1px 0 red',
    'background: linear-gradient(to right, red, blue)',
    'background-position: right 1rem center',
  ])('refuses `%s`, which names a left or a right side', async (declaration) => {
    expect(await broken(declaration)).not.toEqual([]);
  });

  it.each([
    'margin-inline-start: 1rem',
    'inset-inline: 0',
    'border-inline-start: 4px solid red',
    'text-align: start',
    'float: inline-end',
    'margin: 0 1rem 0 1rem',
    'margin: 0 auto',
    'padding: clamp(3rem, 8vw, 6rem) 0',
    'border-radius: var(--radius, 6px)',
    'border-radius: 4px 4px 0 0',
    'transform: translateX(calc(-100% * var(--inline-sign)))',
    'transform: translate(0, -40%)',
    'box-shadow: 0 12px 32px rgba(27, 31, 36, 0.18)',
    'box-shadow: calc(2px * var(--inline-sign)) 0 18px red',
    'top: 0',
    'width: 100%',
    'margin-top: 1rem',
  ])('lets `%s` stand: it reads the same in either direction', async (declaration) => {
    expect(await broken(declaration)).toEqual([]);
  });

  it('takes a rule turned off for a line only with a reason', async () => {
    const code = '.x {\n  /* stylelint-disable-next-line logical-css/require-logical-properties */\n  left: 0;\n}';
    const { results } = await stylelint.lint({ code, codeFilename });
    expect(results[0]!.warnings.map((warning) => warning.rule)).toContain('--report-descriptionless-disables');
  });
});
