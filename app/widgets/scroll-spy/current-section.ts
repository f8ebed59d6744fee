/** A section's edges in viewport coordinates (from getBoundingClientRect). */
export interface SectionBox {
  top: number;
  bottom: number;
}

/**
 * The index of the current section for a reading line `line` px below the window's top: the section
 * under the line, or between sections the last one whose top the line has passed; -1 above the first.
 * Sections are in document order; tops are rounded so a section scrolled exactly to the line counts.
 */
export function currentSectionIndex(sections: readonly SectionBox[], line: number): number {
  let current = -1;
  sections.forEach((section, index) => {
    if (Math.floor(section.top) <= line) current = index;
  });
  const under = sections.findLastIndex((section) => Math.floor(section.top) <= line && section.bottom > line);
  return under === -1 ? current : under;
}
