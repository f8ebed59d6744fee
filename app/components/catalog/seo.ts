import type { MetaDescriptor } from 'react-router';

/** What a page tells search engines: title, description, its one canonical address, optional structured data. */
export interface Seo {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: Record<string, unknown>;
}

/**
 * The absolute address of a path on this shop, on its public origin (`AppServices.siteOrigin`), never
 * the request's Host: these pages are kept in the page cache and shared by every visitor.
 */
export function absoluteUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin}${path}`;
}

/** "Page title – Store name", or just the store name for the home page. */
export function pageTitle(title: string | null, storeName: string): string {
  return title ? `${title} – ${storeName}` : storeName;
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
  ];
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd as never });
  return tags;
}
