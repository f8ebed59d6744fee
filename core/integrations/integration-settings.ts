import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { READY_TAG_IDS, READY_TAG_KEYS, type IntegrationsPageConfig, type ReadyTagKey } from '../contract/integrations/page-config.ts';
import { deleteSetting, putSetting, readSetting, safeJsonValue, touchContentVersion } from '../settings/settings.ts';
import { hasControlCharacters } from '../shared/validation.ts';
import { READY_TAGS, type IntegrationHosts } from './ready-tags.ts';
import { onHosts, readSnippet, SNIPPET_HOST } from './snippet-check.ts';
import { snippetFieldNames, tagFieldNames } from './integration-fields.ts';

/**
 * The owner's integrations (Settings → Integrations): the common tags switched on by their id, and
 * the owner's own snippets, each waiting for a consent category and allowed only the hosts it names.
 */
export interface TagSetting {
  id: string;
  category: string;
}

export interface SnippetSetting {
  id: string;
  name: string;
  enabled: boolean;
  placement: 'head' | 'body';
  category: string;
  hosts: string[];
  code: string;
}

export interface IntegrationSettings {
  /** A tag named here is on. */
  tags: Partial<Record<ReadyTagKey, TagSetting>>;
  snippets: SnippetSetting[];
}

export const NO_INTEGRATIONS: IntegrationSettings = Object.freeze({ tags: Object.freeze({}), snippets: Object.freeze([]) as unknown as SnippetSetting[] });

export const SNIPPET_LIMITS = { snippets: 20, name: 80, code: 20_000, hosts: 20 } as const;

const SETTING_KEY = 'integrations';

const storedSchema = z.object({
  tags: z.partialRecord(z.enum(READY_TAG_KEYS), z.object({ id: z.string(), category: z.string() })),
  snippets: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        enabled: z.boolean(),
        placement: z.enum(['head', 'body']),
        category: z.string(),
        hosts: z.array(z.string().regex(SNIPPET_HOST)),
        code: z.string(),
      }),
    )
    .max(SNIPPET_LIMITS.snippets),
});

/** The saved integrations, or none (a row that no longer fits is taken as none: nothing runs that was not checked). */
export async function readIntegrations(db: Db): Promise<IntegrationSettings> {
  const text = await readSetting(db, SETTING_KEY);
  if (text === undefined) return NO_INTEGRATIONS;
  const parsed = storedSchema.safeParse(safeJsonValue(text));
  return parsed.success ? (parsed.data as IntegrationSettings) : NO_INTEGRATIONS;
}

/** Saves them and bumps the content version: cached pages carry the integrations and the policy allowing them. */
export async function saveIntegrations(db: Db, settings: IntegrationSettings): Promise<void> {
  const valid = storedSchema.parse(settings);
  if (Object.keys(valid.tags).length === 0 && valid.snippets.length === 0) await deleteSetting(db, SETTING_KEY);
  else await putSetting(db, SETTING_KEY, JSON.stringify(valid));
  await touchContentVersion(db);
}

/** What the page's policy must allow for the integrations switched on: hosts by directive, and the snippets' inline scripts. */
export interface IntegrationSources extends IntegrationHosts {
  inlineScripts: string[];
}

export function integrationSources(settings: IntegrationSettings): IntegrationSources {
  const sources = { script: new Set<string>(), connect: new Set<string>(), img: new Set<string>(), frame: new Set<string>() };
  const inlineScripts: string[] = [];
  for (const key of READY_TAG_KEYS) {
    if (!settings.tags[key]) continue;
    const { hosts } = READY_TAGS[key];
    for (const directive of ['script', 'connect', 'img', 'frame'] as const) for (const host of hosts[directive]) sources[directive].add(host);
  }
  for (const snippet of settings.snippets) {
    if (!snippet.enabled) continue;
    // A snippet's hosts serve whatever it loads: scripts, calls, pictures, frames.
    for (const host of snippet.hosts) for (const directive of ['script', 'connect', 'img', 'frame'] as const) sources[directive].add(host);
    inlineScripts.push(...readSnippet(snippet.code).inlineScripts);
  }
  return { script: [...sources.script], connect: [...sources.connect], img: [...sources.img], frame: [...sources.frame], inlineScripts };
}

/** The page object for the integrations switched on, or null when none is (the page then names none). */
export function integrationsPageConfig(settings: IntegrationSettings): IntegrationsPageConfig | null {
  const tags = READY_TAG_KEYS.flatMap((tag) => {
    const setting = settings.tags[tag];
    return setting ? [{ tag, id: setting.id, category: setting.category }] : [];
  });
  const snippets = settings.snippets.filter((snippet) => snippet.enabled).map((snippet) => ({ id: snippet.id, category: snippet.category, placement: snippet.placement, html: snippet.code }));
  return tags.length === 0 && snippets.length === 0 ? null : { tags, snippets };
}

// ---- The admin's form ----

export type IntegrationFormValues = Record<string, string>;

/** The form's values for saved settings: each tag, each snippet, and one empty snippet to add. */
export function integrationFormValues(settings: IntegrationSettings): { values: IntegrationFormValues; snippetCount: number } {
  const values: IntegrationFormValues = {};
  for (const tag of READY_TAG_KEYS) {
    const names = tagFieldNames(tag);
    const setting = settings.tags[tag];
    values[names.enabled] = setting ? '1' : '';
    values[names.id] = setting?.id ?? '';
    values[names.category] = setting?.category ?? READY_TAGS[tag].category;
  }
  settings.snippets.forEach((snippet, index) => {
    const names = snippetFieldNames(index);
    Object.assign(values, {
      [names.id]: snippet.id,
      [names.name]: snippet.name,
      [names.enabled]: snippet.enabled ? '1' : '',
      [names.placement]: snippet.placement,
      [names.category]: snippet.category,
      [names.hosts]: snippet.hosts.join('\n'),
      [names.code]: snippet.code,
    });
  });
  return { values, snippetCount: settings.snippets.length };
}

/**
 * Reads the Integrations form: each tag (on with a valid id), each snippet (named, its code's scripts
 * only from its hosts, nothing the policy would block), removals, and a new snippet when one was
 * written. `categories`: the consent categories a tag or snippet may wait for.
 */
export function readIntegrationForm(
  form: { get(name: string): unknown },
  categories: readonly string[],
): { ok: true; value: IntegrationSettings } | { ok: false; errors: Record<string, string>; values: IntegrationFormValues; snippetCount: number } {
  const text = (name: string, max: number = SNIPPET_LIMITS.code) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 2 * max).replace(/\r\n?/g, '\n') : '';
  };
  const values: IntegrationFormValues = {};
  const errors: Record<string, string> = {};
  /** A consent category from `name`, kept under `as` (a snippet's row moves up when one above is removed). */
  const category = (name: string, fallback: string, as = name) => {
    const chosen = text(name, 100) || fallback;
    values[as] = chosen;
    if (!categories.includes(chosen)) errors[as] = 'Choose one of the cookie banner’s categories.';
    return chosen;
  };

  const tags: IntegrationSettings['tags'] = {};
  for (const tag of READY_TAG_KEYS) {
    const names = tagFieldNames(tag);
    values[names.enabled] = form.get(names.enabled) === '1' ? '1' : '';
    values[names.id] = text(names.id, 100).trim();
    const tagCategory = category(names.category, READY_TAGS[tag].category);
    if (values[names.enabled] !== '1') continue;
    const id = values[names.id] as string;
    if (id === '') errors[names.id] = `Enter the ${READY_TAGS[tag].idLabel} to switch the ${READY_TAGS[tag].label} on.`;
    else if (!READY_TAG_IDS[tag].test(id)) errors[names.id] = `That is not a ${READY_TAGS[tag].label} ${READY_TAGS[tag].idLabel}: it looks like ${READY_TAGS[tag].idExample}.`;
    else tags[tag] = { id, category: tagCategory };
  }

  const count = Math.min(SNIPPET_LIMITS.snippets + 1, Math.max(0, Number.parseInt(text('snippet_count', 10), 10) || 0));
  const snippets: SnippetSetting[] = [];
  let shown = 0;
  for (let index = 0; index < count; index++) {
    const names = snippetFieldNames(index);
    const id = text(names.id, 40).trim();
    const name = text(names.name, SNIPPET_LIMITS.name).trim();
    const code = text(names.code).trim();
    const hostsText = text(names.hosts, 4000);
    // An empty new row adds nothing; a removed one is left out.
    if (form.get(names.remove) === '1' || (id === '' && name === '' && code === '')) continue;
    const at = snippetFieldNames(shown++);
    Object.assign(values, {
      [at.id]: id,
      [at.name]: name,
      [at.enabled]: form.get(names.enabled) === '1' ? '1' : '',
      [at.placement]: text(names.placement, 10) === 'head' ? 'head' : 'body',
      [at.hosts]: hostsText,
      [at.code]: code,
    });
    const snippetCategory = category(names.category, 'marketing', at.category);
    if (name === '') errors[at.name] = 'Name the snippet, so you know it again.';
    else if (name.length > SNIPPET_LIMITS.name || hasControlCharacters(name)) errors[at.name] = `The name is one line of at most ${SNIPPET_LIMITS.name} characters.`;
    const hosts = hostsText
      .split(/[\s,]+/)
      .map((host) => host.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean);
    const badHost = hosts.find((host) => !SNIPPET_HOST.test(host));
    if (badHost !== undefined) errors[at.hosts] = `“${badHost}” is not a host: write https:// and the host, such as https://widget.example.com or https://*.example.com.`;
    else if (hosts.length > SNIPPET_LIMITS.hosts) errors[at.hosts] = `Name at most ${SNIPPET_LIMITS.hosts} hosts.`;
    if (code === '') errors[at.code] = 'Paste the snippet’s code.';
    else if (code.length > SNIPPET_LIMITS.code) errors[at.code] = `Keep the code under ${SNIPPET_LIMITS.code.toLocaleString('en')} characters.`;
    else {
      const reading = readSnippet(code);
      const outside = reading.scriptSources.find((source) => !onHosts(source, hosts));
      if (reading.problems.length > 0) errors[at.code] = reading.problems[0] as string;
      else if (outside !== undefined) errors[at.code] = `The script ${outside} is not on this snippet’s hosts: add its https:// host to them.`;
    }
    snippets.push({
      id: id || randomBytes(6).toString('hex'),
      name,
      enabled: values[at.enabled] === '1',
      placement: values[at.placement] === 'head' ? 'head' : 'body',
      category: snippetCategory,
      hosts,
      code,
    });
  }
  if (snippets.length > SNIPPET_LIMITS.snippets) errors.form = `A shop holds at most ${SNIPPET_LIMITS.snippets} snippets.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values, snippetCount: shown };
  return { ok: true, value: { tags, snippets } };
}
