import { useId, useState, type ReactNode } from 'react';

interface StaticIslandProps {
  className?: string;
  children: ReactNode;
}

/**
 * Markup React renders on the server and then leaves to the page's scripts in the browser. Cart
 * fragments replace what is inside, and add-to-cart buttons gain classes and a "View cart" link,
 * possibly before hydration has run: React must neither see those changes as a mismatch nor undo them.
 * In the browser the island keeps the markup it finds (read once from the document), so even a render
 * from scratch puts back what the scripts last wrote. An island first mounted in the browser (after a
 * client-side navigation) finds no server markup and renders its children.
 */
export function StaticIsland({ className, children }: StaticIslandProps) {
  const id = useId();
  const [html] = useState(() => {
    const markup = typeof document === 'undefined' ? null : islandMarkup(id);
    return markup === null ? null : { __html: markup };
  });
  if (html === null) {
    return (
      <div className={className} data-island={id}>
        {children}
      </div>
    );
  }
  return <div className={className} data-island={id} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}

/** The markup of the server-rendered island with this id, or null when the document has none. */
function islandMarkup(id: string): string | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.island === id) return element.innerHTML;
  }
  return null;
}
