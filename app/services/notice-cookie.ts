import { z } from 'zod';
import { noticeSchema, type Notice } from '../../core/session/store.ts';

/**
 * Notices for a visitor without a session (a bad `?add-to-cart=` link, an expired remove link) travel
 * to the next page in this cookie instead of a session row: following a link must not write to the
 * database. The next page shows them and deletes the cookie. What it holds is only ever shown, as
 * text, to the browser that sends it.
 */
export const NOTICE_COOKIE = 'vitrine_notices';
/** Long enough for the redirect that follows. */
export const NOTICE_COOKIE_MAX_AGE_SECONDS = 300;

const MAX_NOTICES = 5;
const MAX_MESSAGE_LENGTH = 500;
/** Well under the 4 KB a browser keeps per cookie. */
const MAX_VALUE_LENGTH = 3000;

const cookieNoticesSchema = z.array(noticeSchema.extend({ message: z.string().max(MAX_MESSAGE_LENGTH) })).max(MAX_NOTICES);

/** The cookie's value: the latest notices that fit. */
export function encodeNotices(notices: readonly Notice[]): string {
  let kept = notices.slice(-MAX_NOTICES).map((notice) => ({ type: notice.type, message: notice.message.slice(0, MAX_MESSAGE_LENGTH) }));
  let value = Buffer.from(JSON.stringify(kept)).toString('base64url');
  while (value.length > MAX_VALUE_LENGTH && kept.length > 1) {
    kept = kept.slice(1);
    value = Buffer.from(JSON.stringify(kept)).toString('base64url');
  }
  return value;
}

/** The notices in a cookie's value; anything malformed reads as none. */
export function decodeNotices(value: string | undefined): Notice[] {
  if (!value || value.length > MAX_VALUE_LENGTH * 2) return [];
  try {
    const parsed = cookieNoticesSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
