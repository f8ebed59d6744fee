export type DeviceType = 'Mobile' | 'Tablet' | 'Desktop' | 'Unknown';

// Tablets first: an Android user agent without "Mobile" is a tablet by Google's own convention, and
// Kindle/Silk/PlayBook are tablets. "Tablet PC" is a Windows desktop component, not a tablet.
const TABLET = /\b(?:iPad|PlayBook|Kindle|Silk)\b|\bTablet\b(?! PC)|Android(?!.*\bMobile\b)/i;
const MOBILE = /\bMobile\b|\biP(?:hone|od)\b|\bAndroid\b|BlackBerry|\bBB10\b|IEMobile|Windows Phone|Opera M(?:obi|ini)|webOS|\bSymbian/i;

/**
 * The kind of device from a user agent: Mobile, Tablet or Desktop, and Unknown when there is no user
 * agent at all (an order sent without attribution). iPads on iPadOS 13+ present a Mac user agent by
 * default and are counted as Desktop; nothing in the string tells them apart.
 */
export function deviceType(userAgent: string | null | undefined): DeviceType {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'Unknown';
  if (TABLET.test(agent)) return 'Tablet';
  if (MOBILE.test(agent)) return 'Mobile';
  return 'Desktop';
}
