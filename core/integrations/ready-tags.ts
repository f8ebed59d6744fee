import type { ReadyTagKey } from '../contract/integrations/page-config.ts';

/** Where a tag or snippet may load from and send to, by the policy's directives. */
export interface IntegrationHosts {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  frame: readonly string[];
}

export interface ReadyTag {
  label: string;
  idLabel: string;
  idExample: string;
  /** The consent category it waits for unless the owner picks another. */
  category: string;
  /** The vendor's documented hosts: the policy allows them only while the tag is on. */
  hosts: IntegrationHosts;
}

/** The common tags an owner switches on by entering only the id. */
export const READY_TAGS: Record<ReadyTagKey, ReadyTag> = {
  metaPixel: {
    label: 'Meta pixel',
    idLabel: 'Pixel ID',
    idExample: '123456789012345',
    category: 'marketing',
    hosts: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'], img: ['https://www.facebook.com'], frame: [] },
  },
  clarity: {
    label: 'Microsoft Clarity',
    idLabel: 'Project ID',
    idExample: 'abcd1234ef',
    category: 'statistics',
    hosts: { script: ['https://www.clarity.ms', 'https://*.clarity.ms'], connect: ['https://*.clarity.ms', 'https://c.bing.com'], img: ['https://*.clarity.ms', 'https://c.bing.com'], frame: [] },
  },
  googleTag: {
    label: 'Google tag (Consent Mode v2)',
    idLabel: 'Tag ID',
    idExample: 'G-AB12CD34EF',
    category: 'statistics',
    hosts: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://www.google.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://www.google.com'],
      frame: [],
    },
  },
  tiktokPixel: {
    label: 'TikTok pixel',
    idLabel: 'Pixel ID',
    idExample: 'C1A2B3C4D5E6F7G8H9I0',
    category: 'marketing',
    hosts: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'], img: ['https://analytics.tiktok.com'], frame: [] },
  },
};
