// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { TRACKING_COOKIES } from './cookie-names.ts';
import { documentCookies, expireTrackingCookies, lifetimeExpiry, sessionExpiry, type CookieJar } from './cookie-jar.ts';

const NOW = new Date('2024-05-01T10:00:00Z');
const DAY = 86_400_000;

/** A document whose cookie writes are recorded as written. */
function recordingDocument(): { doc: Document; writes: string[] } {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

describe('expiry dates', () => {
  it('counts lifetime months as 30 days', () => {
    expect(lifetimeExpiry(NOW, 6).getTime() - NOW.getTime()).toBe(180 * DAY);
    expect(lifetimeExpiry(NOW, 0.5).getTime() - NOW.getTime()).toBe(15 * DAY);
  });

  it('counts the session in minutes', () => {
    expect(sessionExpiry(NOW, 30).getTime() - NOW.getTime()).toBe(30 * 60_000);
  });

  it('caps absurd lifetimes at 400 days instead of producing an invalid date', () => {
    const far = lifetimeExpiry(NOW, 1e300);
    expect(far.getTime() - NOW.getTime()).toBe(400 * DAY);
    expect(far.toUTCString()).not.toBe('Invalid Date');
  });
});

describe('documentCookies', () => {
  it('writes whole-site, SameSite=Lax cookies with an encoded value and the expiry date', () => {
    const { doc, writes } = recordingDocument();
    documentCookies(doc, false).set('sbjs_current', 'typ=utm|||cmp=a; b', new Date('2024-10-28T10:00:00Z'));
    expect(writes).toEqual([
      'sbjs_current=typ%3Dutm%7C%7C%7Ccmp%3Da%3B%20b; Path=/; Expires=Mon, 28 Oct 2024 10:00:00 GMT; SameSite=Lax',
    ]);
  });

  it('adds Secure on https and expires with a past date', () => {
    const { doc, writes } = recordingDocument();
    documentCookies(doc, true).expire('sbjs_promo');
    expect(writes).toEqual(['sbjs_promo=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax']);
  });

  it('percent-encodes a sourcebuster value in full even where a cookie could hold it raw, and reads it back exactly', async () => {
    const value = 'typ=utm|||src=google|||cnt=(none)';
    const { doc, writes } = recordingDocument();
    documentCookies(doc, false).set('sbjs_first', value, new Date('2024-10-28T10:00:00Z'));
    expect(writes[0]).toBe('sbjs_first=typ%3Dutm%7C%7C%7Csrc%3Dgoogle%7C%7C%7Ccnt%3D(none); Path=/; Expires=Mon, 28 Oct 2024 10:00:00 GMT; SameSite=Lax');
    const win = new HappyWindow({ url: 'https://shop.test/' });
    const jar = documentCookies(win.document as unknown as Document, true);
    jar.set('sbjs_first', value, new Date(Date.now() + DAY));
    expect(jar.get('sbjs_first')).toBe(value);
    await win.happyDOM.close();
  });

  it('reads from a garbled cookie string without throwing', () => {
    const doc = { cookie: '=; ;;; sbjs_current=%E0%A4%A; sbjs_current=typ%3Dutm; sbjs_first="x"' } as unknown as Document;
    const jar = documentCookies(doc, false);
    expect(jar.get('sbjs_current')).toBe('%E0%A4%A');
    expect(jar.get('sbjs_first')).toBe('"x"');
    expect(jar.get('sbjs_udata')).toBeUndefined();
  });

  it('round-trips non-ASCII values through a real document', async () => {
    const win = new HappyWindow({ url: 'https://shop.test/' });
    const jar = documentCookies(win.document as unknown as Document, true);
    jar.set('sbjs_udata', 'vst=1|||uag=Mozilla/5.0 (Zürich; 東京)', new Date(Date.now() + DAY));
    expect(jar.get('sbjs_udata')).toBe('vst=1|||uag=Mozilla/5.0 (Zürich; 東京)');
    jar.expire('sbjs_udata');
    expect(win.document.cookie).not.toContain('sbjs_udata');
    await win.happyDOM.close();
  });

  it('expireTrackingCookies expires each of the eight cookies', () => {
    const expired: string[] = [];
    const jar: CookieJar = { get: () => undefined, set: () => undefined, expire: (name) => expired.push(name) };
    expireTrackingCookies(jar);
    expect(expired).toEqual([...TRACKING_COOKIES]);
  });
});
