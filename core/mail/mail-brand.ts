import type { BrandOptions } from '../contract/theme/brand.ts';
import { normaliseHex } from '../theme/contrast.ts';
import { shownLogo, type ShownLogo } from '../theme/logo-size.ts';

/** The shop's brand as its e-mails show it: the logo (an absolute address) above, the brand's colour for headings and links. */
export interface MailBrand {
  logo: ShownLogo | null;
  colour: string;
}

/**
 * The brand of the theme for e-mails sent from `siteUrl`: a logo of this shop (a path) is addressed from
 * the shop's origin, as a mail program fetches it from outside; without an origin it is left out.
 */
export function mailBrand(brand: Readonly<BrandOptions>, siteUrl: string | null): MailBrand {
  const logo = shownLogo(brand.logo);
  const url = logo === null ? null : logo.url.startsWith('/') ? (siteUrl ? `${siteUrl.replace(/\/+$/, '')}${logo.url}` : null) : logo.url;
  return { logo: logo && url ? { ...logo, url } : null, colour: normaliseHex(brand.colours.brand) };
}
