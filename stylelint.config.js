/**
 * Stylesheets are written for both text directions: nothing may name a left or a right side, so a page in a
 * right-to-left language mirrors by its `dir` alone (docs/decisions.md, "Right-to-left ready").
 *
 * The block axis and sizes (`top`, `margin-top`, `width`, `100vh`) stay physical: every script a shop sells in
 * is written in horizontal lines, where they mean the same in either direction.
 */

/** Physical properties that name no left or right side. */
const BLOCK_AXIS_AND_SIZES = [
  'top', 'bottom', 'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height',
  'margin-top', 'margin-bottom', 'padding-top', 'padding-bottom',
  'border-top', 'border-top-color', 'border-top-style', 'border-top-width',
  'border-bottom', 'border-bottom-color', 'border-bottom-style', 'border-bottom-width',
  'scroll-margin-top', 'scroll-margin-bottom', 'scroll-padding-top', 'scroll-padding-bottom',
  'overflow-x', 'overflow-y', 'overscroll-behavior-x', 'overscroll-behavior-y',
  'contain-intrinsic-width', 'contain-intrinsic-height',
];

/** One part of a value: a word, or a function call with its arguments (one level of nesting). */
const PART = String.raw`(?:[^\s()]*\((?:[^()]|\([^()]*\))*\)|[^\s()]+)`;

/** Any of the patterns, as the disallowed-list rule reads a regular expression. */
const pattern = (source) => `/${source}/`;

/** Four parts whose second and fourth differ: a left and a right side set apart. */
const LEFT_RIGHT_APART = pattern(String.raw`^${PART}\s+(${PART})\s+${PART}\s+(?!\1$)${PART}$`);

/** Corner radii that differ between a left and a right corner: `a b`, any three values, `a b c d` with a≠b or c≠d. */
const CORNERS_APART = [
  pattern(String.raw`^(${PART})\s+(?!\1$)${PART}$`),
  pattern(String.raw`^${PART}\s+${PART}\s+${PART}$`),
  pattern(String.raw`^(${PART})\s+(?!\1\s)${PART}\s+${PART}\s+${PART}$`),
  pattern(String.raw`^${PART}\s+${PART}\s+(${PART})\s+(?!\1$)${PART}$`),
];

export default {
  // A rule turned off for a line must say why, and only where it would have failed.
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: BLOCK_AXIS_AND_SIZES }],
    'logical-css/require-logical-keywords': [true, { ignore: ['box-orient', 'resize', 'caption-side', 'offset-anchor', 'offset-position'] }],
    // Shorthands the plugin does not read: their left and right parts come in a fixed order.
    'declaration-property-value-disallowed-list': [
      {
        '/^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/': [LEFT_RIGHT_APART],
        'border-radius': CORNERS_APART,
        // A move along the line follows the direction when it is scaled by --inline-sign (base.css).
        '/^(transform|translate)$/': [pattern(String.raw`(translateX|translate)\(\s*(?!0[\s,)])(?![^;]*--inline-sign)`)],
        '/^(box-shadow|text-shadow)$/': [pattern(String.raw`(^|[^\d\s.]\s*,)\s*(inset\s+)?-?(0*[1-9]|0*\.\d*[1-9])`)],
        '/^background(-position)?(-x)?$/': ['/\\b(left|right)\\b/'],
        '/^(background|background-image|mask|mask-image)$/': ['/to (left|right)\\b/'],
      },
      { message: (property, value) => `"${property}: ${value}" sets a left and a right side apart: use a logical property (inset-inline-start, margin-inline-end, border-start-end-radius, …)` },
    ],
  },
};
