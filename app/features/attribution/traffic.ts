import { NONE } from './cookie-format.ts';
import { urlParams } from './query.ts';
import { isOrganic, parseReferrer, type ExtraSearchEngine } from './search-engines.ts';

export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

/** The ten values of a source cookie, under their cookie keys. */
export interface SourceData {
  typ: TrafficType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

/** Cookie key → the campaign parameter it is read from. */
export const UTM_PARAMS = {
  src: 'utm_source',
  mdm: 'utm_medium',
  cmp: 'utm_campaign',
  cnt: 'utm_content',
  trm: 'utm_term',
  id: 'utm_id',
  plt: 'utm_source_platform',
  fmt: 'utm_creative_format',
  tct: 'utm_marketing_tactic',
} as const;

/** Ad click ids and what they stand for when the link carries no utm value of its own. */
export const CLICK_IDS = [
  { param: 'gclid', src: 'google', mdm: 'cpc', cmp: 'google_cpc' },
  { param: 'yclid', src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' },
] as const;

export const DIRECT = '(direct)';
export const ORGANIC = 'organic';
export const REFERRAL = 'referral';

export interface TrafficInput {
  url: string;
  referrer: string;
  /** The shop's own host name: links between its pages are not referrals. */
  ownHost: string;
  /** Whether the visitor's session cookie is still alive. */
  hasSession: boolean;
  extraEngines?: readonly ExtraSearchEngine[];
}

function source(typ: TrafficType, src: string, mdm: string, more: Partial<SourceData> = {}): SourceData {
  return { typ, src, mdm, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE, ...more };
}

const bareHost = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/** A campaign link: utm values first, the click id's meaning for the values it does not give. */
function campaign(params: Map<string, string>): SourceData | undefined {
  const click = CLICK_IDS.find((id) => params.get(id.param));
  const data = source('utm', click?.src ?? NONE, click?.mdm ?? NONE, click ? { cmp: click.cmp } : {});
  let tagged = Boolean(click);
  for (const [key, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    data[key] = value;
    tagged = true;
  }
  return tagged ? data : undefined;
}

/** The source of this page view in the spec's order: utm, organic, referral, otherwise typein. */
export function decideSource(input: TrafficInput): SourceData {
  const utm = campaign(urlParams(input.url));
  if (utm) return utm;
  const referrer = parseReferrer(input.referrer);
  const host = referrer ? bareHost(referrer.hostname) : '';
  const external = host !== '' && host !== bareHost(input.ownHost);
  if (external) {
    const engine = isOrganic(input.referrer, input.extraEngines);
    if (engine) return source('organic', engine, ORGANIC);
    // sourcebuster keeps the referring page's path as the content of a referral.
    if (!input.hasSession) return source('referral', host, REFERRAL, { cnt: referrer?.pathname || NONE });
  }
  return source('typein', DIRECT, NONE);
}
