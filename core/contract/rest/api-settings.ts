/** The page object of signed-in pages (docs/contract.md "Browser nonce"), under WordPress's name. */
export const API_SETTINGS_OBJECT = 'wpApiSettings';

/** `window.wpApiSettings`: where the REST API is and the session's nonce for it. */
export interface ApiSettings {
  /** The REST root, absolute and with its trailing slash: `https://shop.example/wp-json/`. */
  root: string;
  nonce: string;
}
