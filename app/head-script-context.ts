import { createContext } from 'react';

/**
 * The page's inline head script (app/head-script.ts), handed to the layout by the server entry. It is not
 * loader data, so it is not repeated in the hydration payload; in the browser the context is empty and
 * the script the server wrote stays as it is.
 */
export const HeadScriptContext = createContext('');
