/** The owner's ready-made tags, by the key the page and the admin name them with. */
export const READY_TAG_KEYS = ['metaPixel', 'clarity', 'googleTag', 'tiktokPixel'] as const;
export type ReadyTagKey = (typeof READY_TAG_KEYS)[number];

/** The page object naming the owner's integrations (`window.vitrine_integrations`); absent when none is on. */
export const INTEGRATIONS_PAGE_OBJECT = 'vitrine_integrations';

/** What the page tells the browser of the integrations switched on: each waits for its consent category. */
export interface IntegrationsPageConfig {
  tags: { tag: ReadyTagKey; id: string; category: string }[];
  /** The owner's own snippets: HTML put into the page's head or body once their category is granted. */
  snippets: { id: string; category: string; placement: 'head' | 'body'; html: string }[];
}

/** The ids each tag takes, as its vendor writes them (checked again in the browser before a tag loads). */
export const READY_TAG_IDS: Record<ReadyTagKey, RegExp> = {
  metaPixel: /^\d{6,20}$/,
  clarity: /^[a-z0-9]{6,20}$/,
  googleTag: /^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/,
  tiktokPixel: /^[A-Z0-9]{10,30}$/,
};
