import { createContext, type ReactNode } from 'react';

/** What the server entry hands the layout beside the route tree. */
export interface ServerPageParts {
  /** The page's inline head script (app/document/head-script.ts). */
  headScript: string;
  /**
   * The consent banner, when this page shows one, as an element made by the server entry: the browser
   * bundle never renders it (it sits in a static island), so its component stays out of the bundle.
   */
  consentBanner: ReactNode;
  /** The owner's brand as custom properties (`:root{…}`), empty for the default look (core/theme/brand-css.ts). */
  brandStyle: string;
}

/**
 * Server-made parts of the document, handed to the layout by the server entry. They are not loader
 * data, so they are not repeated in the hydration payload; in the browser the context is empty and what
 * the server wrote stays as it is (the banner sits in a static island).
 */
export const HeadScriptContext = createContext<ServerPageParts>({ headScript: '', consentBanner: null, brandStyle: '' });
