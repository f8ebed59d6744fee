/**
 * Count-up numbers and circles (docs/contract.md, "Theme"). A file of its own: the page's entry imports it,
 * and the server's components never do, so it stays in the entry instead of a chunk shared with them.
 */
export const COUNTUP_SELECTOR = '[data-countup]';
