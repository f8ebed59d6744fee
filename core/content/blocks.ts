/**
 * Posts and pages in the text format are stored as plain text with light structure, rendered as
 * elements (never as raw HTML, so stored text cannot inject markup):
 *   blank line → new paragraph; "## " → heading; "- " lines → a list.
 */
export type Block = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] as string;
    if (lines.length === 1 && first.startsWith('## ')) {
      blocks.push({ type: 'heading', text: first.slice(3).trim() });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.slice(2).trim()) });
    } else {
      blocks.push({ type: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** The first paragraph's text, shortened at a word boundary: a fallback meta description. */
export function summarise(text: string, maxLength = 160): string {
  const paragraph = toBlocks(text).find((block) => block.type === 'paragraph');
  return shortenAtWord(paragraph && paragraph.type === 'paragraph' ? paragraph.text : '', maxLength);
}

/** Text cut at a word boundary with an ellipsis when it is longer than `maxLength`. */
export function shortenAtWord(plain: string, maxLength: number): string {
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}
