import type { BrandOptions } from '../contract/theme/brand.ts';
import { normaliseHex } from '../theme/contrast.ts';

/** The shop's brand as its e-mails show it: the logo (an absolute address) above, the brand's colour for headings and links. */
export interface MailBrand {
  logo: { url: string; alt: string; height: number } | null;
  colour: string;
}

/**
 * The brand of the theme for e-mails sent from `siteUrl`: a logo of this shop (a path) is addressed from
 * the shop's origin, as a mail program fetches it from outside; without an origin it is left out.
 */
export function mailBrand(brand: Readonly<BrandOptions>, siteUrl: string | null): MailBrand {
  const { url, alt, height } = brand.logo;
  const absolute = url === null ? null : url.startsWith('/') ? (siteUrl ? `${siteUrl.replace(/\/+$/, '')}${url}` : null) : url;
  return { logo: absolute ? { url: absolute, alt, height } : null, colour: normaliseHex(brand.colours.brand) };
}
