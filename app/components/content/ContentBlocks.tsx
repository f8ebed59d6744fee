import { toBlocks } from '../../../core/content/blocks.ts';

/** Stored text rendered as headings, paragraphs and lists (never as raw HTML). */
export function ContentBlocks({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {toBlocks(text).map((block, index) => {
        if (block.type === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </>
  );
}
