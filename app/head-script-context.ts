import { createContext } from 'react';
import type { ConsentBannerProps } from './components/consent/ConsentBanner.tsx';

/** What the server entry hands the layout beside the route tree. */
export interface ServerPageParts {
  /** The page's inline head script (app/head-script.ts). */
  headScript: string;
  /** The consent banner, when this page shows one. */
  consentBanner: ConsentBannerProps | null;
}

/**
 * Server-made parts of the document, handed to the layout by the server entry. They are not loader
 * data, so they are not repeated in the hydration payload; in the browser the context is empty and what
 * the server wrote stays as it is (the banner sits in a static island).
 */
export const HeadScriptContext = createContext<ServerPageParts>({ headScript: '', consentBanner: null });
