import { READY_TAG_IDS, READY_TAG_KEYS, type IntegrationsPageConfig, type ReadyTagKey } from '../../../core/contract/integrations/page-config.ts';

/** One tag or snippet of the page, by the key it is started once under. */
export type Integration = { key: string; category: string } & ({ kind: 'tag'; tag: ReadyTagKey; id: string } | { kind: 'snippet'; placement: 'head' | 'body'; html: string });

const isText = (value: unknown): value is string => typeof value === 'string';

/** The page's `window.vitrine_integrations` as a list, each entry checked; anything malformed is left out. */
export function readIntegrations(value: unknown): Integration[] {
  if (!value || typeof value !== 'object') return [];
  const { tags, snippets } = value as Partial<Record<keyof IntegrationsPageConfig, unknown>>;
  const found: Integration[] = [];
  for (const entry of Array.isArray(tags) ? tags : []) {
    const { tag, id, category } = (entry ?? {}) as Record<string, unknown>;
    if (!READY_TAG_KEYS.includes(tag as ReadyTagKey) || !isText(id) || !isText(category) || !READY_TAG_IDS[tag as ReadyTagKey].test(id)) continue;
    found.push({ key: `tag:${String(tag)}`, kind: 'tag', tag: tag as ReadyTagKey, id, category });
  }
  for (const entry of Array.isArray(snippets) ? snippets : []) {
    const { id, category, placement, html } = (entry ?? {}) as Record<string, unknown>;
    if (!isText(id) || !isText(category) || !isText(html) || (placement !== 'head' && placement !== 'body')) continue;
    found.push({ key: `snippet:${id}`, kind: 'snippet', category, placement, html });
  }
  return found;
}
