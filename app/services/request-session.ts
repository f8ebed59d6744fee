import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import {
  deleteSession,
  emptySessionData,
  loadSession,
  newSessionId,
  saveSessionIfUnchanged,
  type Notice,
  type SessionData,
  type SessionRecord,
} from '../../core/session/store.ts';
import { expireCookie, serializeCookie, type CookieOptions } from '../../core/contract/shared/cookies.ts';
import { nowIso } from '../../core/shared/time.ts';
import { setCartCookies } from './cart-cookies.ts';
import { decodeNotices, encodeNotices, NOTICE_COOKIE, NOTICE_COOKIE_MAX_AGE_SECONDS } from './notice-cookie.ts';

const MAX_PENDING_NOTICES = 5;
/** Saves of one change tried over what other requests of the session wrote, before the request gives up. */
const MAX_SAVE_ATTEMPTS = 20;

/** `wp_woocommerce_session_<hash>`: the hash is stable per shop so the name never changes under a visitor. */
export function sessionCookieName(salt: string): string {
  return `wp_woocommerce_session_${createHash('sha256').update(salt).digest('hex').slice(0, 32)}`;
}

export interface RequestSessionOptions {
  db: Db;
  cookieName: string;
  cookieValue: string | undefined;
  secure: boolean;
  lifetimeHours: number;
  /** The notice cookie (app/services/notice-cookie.ts) as the request sent it. */
  noticeCookieValue?: string | undefined;
}

/**
 * This request's view of the visitor's session: loaded lazily (a visitor without a cookie costs no
 * query), created on first write, and every cookie it sets is collected for the response.
 */
export class RequestSession {
  readonly #options: RequestSessionOptions;
  #record: SessionRecord | null | undefined;
  #loading: Promise<SessionRecord | null> | undefined;
  // Loaders of one request run in parallel: writes queue up so none overwrites another.
  #writes: Promise<unknown> = Promise.resolve();
  /** Notices in the notice cookie: those the request brought, then those added here without a session. */
  #cookieNotices: Notice[];
  /** The session to create on the first write, when one was named ahead (see reserve). */
  #reserved: { id: string; nonce: string | undefined } | undefined;
  /** Notices this request took for its page, until the answer shows that page (see restoreTakenNotices). */
  #taken: { fromCookie: Notice[]; fromSession: Notice[] } = { fromCookie: [], fromSession: [] };
  readonly setCookieHeaders: string[] = [];

  constructor(options: RequestSessionOptions) {
    this.#options = options;
    this.#cookieNotices = decodeNotices(options.noticeCookieValue);
  }

  get hasCookie(): boolean {
    return Boolean(this.#options.cookieValue);
  }

  /** Whether notices wait in the notice cookie (a page shows them with takeNotices). */
  get hasNoticeCookie(): boolean {
    return Boolean(this.#options.noticeCookieValue) || this.#cookieNotices.length > 0;
  }

  get secure(): boolean {
    return this.#options.secure;
  }

  async get(): Promise<SessionRecord | null> {
    if (this.#record !== undefined) return this.#record;
    const value = this.#options.cookieValue;
    this.#loading ??= value ? loadSession(this.#options.db, value) : Promise.resolve(null);
    const loaded = await this.#loading;
    if (this.#record === undefined) this.#record = loaded;
    return this.#record;
  }

  /**
   * Loads the session through `read` when nothing has asked for it yet: `read` reads it together with
   * what the caller needs next (core/cart/session-cart-rows.ts), one round trip instead of two on
   * PostgreSQL. Returns what `read` brought beside the session; undefined without a cookie or when the
   * session was already being read, and the caller then reads the rest itself.
   */
  async loadAlong<T>(read: (db: Db, id: string) => Promise<{ record: SessionRecord | null } & T>): Promise<T | undefined> {
    const value = this.#options.cookieValue;
    if (!value || this.#record !== undefined || this.#loading) return undefined;
    const reading = read(this.#options.db, value);
    this.#loading = reading.then(({ record }) => record);
    const loaded = await reading;
    if (this.#record === undefined) this.#record = loaded.record;
    return loaded;
  }

  #queue<T>(write: () => Promise<T>): Promise<T> {
    const next = this.#writes.then(write, write);
    this.#writes = next.catch(() => undefined);
    return next;
  }

  async data(): Promise<SessionData> {
    return (await this.get())?.data ?? emptySessionData();
  }

  async userId(): Promise<number | null> {
    return (await this.get())?.userId ?? null;
  }

  /**
   * Names the session this request creates if it writes, when it has none: the Store API hands out a
   * session's id (in its `Cart-Token`) and nonce before storing anything, and the first write that
   * brings either back creates that very session, so what the client holds stays good. Signing in
   * never takes it: a new sign-in always gets an id of its own.
   */
  reserve(id: string, nonce?: string): void {
    this.#reserved = { id, nonce };
  }

  /** The id reserve named, while no session exists. */
  get reservedId(): string | undefined {
    return this.#record ? undefined : this.#reserved?.id;
  }

  /** Applies a change to the session data and saves it, creating the session (and its cookie) if needed. */
  async update(change: (data: SessionData) => void): Promise<SessionRecord> {
    const saved = await this.change(async (data) => {
      change(data);
      return true;
    });
    return saved!;
  }

  /**
   * A change made from what the session holds, which may read the database (a cart's new lines), and
   * saved only over what it was made from: where another request of the session wrote meanwhile, it is
   * made again over what that one wrote (`again`), so neither undoes the other. `make` returns false for
   * nothing to save (a refused add); the session is created only where something is saved.
   */
  change(make: (data: SessionData, again: boolean) => Promise<boolean>, options: { create?: boolean } = {}): Promise<SessionRecord | null> {
    return this.#queue(async () => {
      let record = await this.get();
      if (!record && options.create === false) return null;
      for (let attempt = 1; ; attempt++) {
        // Made in place, as a page reads the session it changed (a failed save reads it again anyway).
        const data = record ? record.data : { ...emptySessionData(), nonce: this.#reserved?.nonce };
        if (!(await make(data, attempt > 1))) return record;
        record ??= this.#createReserved() ?? this.#create(null);
        record.data = data;
        if (await this.#save(record, attempt)) return record;
        record = await this.#reread(record);
      }
    });
  }

  /** The session as another request of it has just written it (a save found it changed); a new one where it is gone. */
  async #reread(record: SessionRecord): Promise<SessionRecord> {
    const fresh = await loadSession(this.#options.db, record.id);
    if (!fresh) return this.#create(record.userId);
    this.#record = fresh;
    return fresh;
  }

  /**
   * Takes the session as a transaction of this request just wrote it (see orderFromCart), so what the
   * request writes later builds on that and never puts back what the transaction changed.
   */
  adopt(record: SessionRecord): void {
    this.#record = record;
  }

  /** Signs a user in under a fresh session id (no fixation), keeping the cart. */
  signIn(userId: number): Promise<void> {
    return this.#queue(async () => {
      const previous = await this.get();
      if (previous) await deleteSession(this.#options.db, previous.id);
      const record = this.#create(userId, previous?.data);
      record.data.nonce = undefined;
      await this.#save(record);
    });
  }

  signOut(): Promise<void> {
    return this.#queue(async () => {
      const previous = await this.get();
      if (previous) await deleteSession(this.#options.db, previous.id);
      this.#record = null;
      this.#putCookie(this.#options.cookieName, expireCookie(this.#options.cookieName, { httpOnly: true, secure: this.secure }));
      // The cart lived in the session: its cookies go with it, so no page shows a cart that is gone.
      setCartCookies(this, '');
    });
  }

  /**
   * Queues a flash notice; repeats are dropped and only the latest few kept, so the session stays small.
   * A visitor without a session gets it in the notice cookie: no session row only to carry a message.
   */
  async addNotice(notice: Notice): Promise<void> {
    const saved = await this.change(
      async (data) => {
        data.notices = withNotice(data.notices, notice);
        return true;
      },
      { create: false },
    );
    if (saved) return;
    this.#cookieNotices = withNotice(this.#cookieNotices, notice);
    this.#writeNoticeCookie();
  }

  /** Returns and clears pending notices (flash messages): the notice cookie's, then the session's. */
  async takeNotices(): Promise<Notice[]> {
    const fromCookie = this.#cookieNotices;
    if (this.hasNoticeCookie) {
      this.#cookieNotices = [];
      this.#writeNoticeCookie();
    }
    this.#taken.fromCookie.push(...fromCookie);
    const record = await this.get();
    if (!record || record.data.notices.length === 0) return fromCookie;
    let notices: Notice[] = [];
    await this.update((data) => {
      notices = data.notices;
      data.notices = [];
    });
    this.#taken.fromSession.push(...notices);
    return [...fromCookie, ...notices];
  }

  /**
   * The answer is a redirect, so the page whose loader took the notices is never shown: they wait for
   * the next page, ahead of any added since. (The page's loaders run side by side: one may take the
   * notices while another is still adding the reasons for the redirect.)
   */
  restoreTakenNotices(): Promise<void> {
    const { fromCookie, fromSession } = this.#taken;
    this.#taken = { fromCookie: [], fromSession: [] };
    if (fromCookie.length > 0) {
      this.#cookieNotices = [...fromCookie, ...this.#cookieNotices].reduce(withNotice, [] as Notice[]);
      this.#writeNoticeCookie();
    }
    if (fromSession.length === 0) return Promise.resolve();
    return this.update((data) => {
      data.notices = [...fromSession, ...data.notices].reduce(withNotice, [] as Notice[]);
    }).then(() => undefined);
  }

  /** A per-session anti-forgery token for forms and state-changing links. */
  async nonce(): Promise<string> {
    const record = await this.get();
    if (record?.data.nonce) return record.data.nonce;
    const updated = await this.update(giveNonce);
    return updated.data.nonce as string;
  }

  async verifyNonce(candidate: unknown): Promise<boolean> {
    const expected = (await this.get())?.data.nonce;
    if (!expected || typeof candidate !== 'string' || candidate.length !== expected.length) return false;
    return timingSafeEqual(Buffer.from(candidate), Buffer.from(expected));
  }

  setCookie(name: string, value: string, options: CookieOptions = {}): void {
    this.setCookieHeaders.push(serializeCookie(name, value, { secure: this.secure, ...options }));
  }

  clearCookie(name: string, options: CookieOptions = {}): void {
    this.setCookieHeaders.push(expireCookie(name, { secure: this.secure, ...options }));
  }

  #createReserved(): SessionRecord | undefined {
    if (!this.#reserved) return undefined;
    const { id, nonce } = this.#reserved;
    const record: SessionRecord = { id, userId: null, data: { ...emptySessionData(), nonce } };
    this.#record = record;
    return record;
  }

  #create(userId: number | null, data: SessionData = emptySessionData()): SessionRecord {
    const record: SessionRecord = { id: newSessionId(), userId, data };
    this.#record = record;
    return record;
  }

  /**
   * Every save keeps the session about `lifetimeHours` ahead (core/session/store.ts, expiryOfSave) and
   * sends the cookie again with what is left of it: the browser keeps it exactly as long as the database
   * keeps the session.
   */
  async #save(record: SessionRecord, attempt = 1): Promise<boolean> {
    const fromCookie = this.#cookieNotices;
    // The visitor has a session now: it carries the notices from here on.
    for (const notice of fromCookie) record.data.notices = withNotice(record.data.notices, notice);
    if (!(await saveSessionIfUnchanged(this.#options.db, record, this.#options.lifetimeHours))) {
      // Each failed try means another request of the session saved: a few tries suffice, unless the session is gone.
      if (attempt >= MAX_SAVE_ATTEMPTS) throw new Error('The session kept changing under this request');
      return false;
    }
    if (fromCookie.length > 0) {
      this.#cookieNotices = [];
      this.#writeNoticeCookie();
    }
    this.#putCookie(
      this.#options.cookieName,
      serializeCookie(this.#options.cookieName, record.id, {
        httpOnly: true,
        secure: this.secure,
        sameSite: 'Lax',
        maxAgeSeconds: secondsUntil(record.expiresAt, this.#options.lifetimeHours),
      }),
    );
    return true;
  }

  #writeNoticeCookie(): void {
    const options = { httpOnly: true, secure: this.secure, sameSite: 'Lax' } as const;
    if (this.#cookieNotices.length > 0) {
      this.#putCookie(NOTICE_COOKIE, serializeCookie(NOTICE_COOKIE, encodeNotices(this.#cookieNotices), { ...options, maxAgeSeconds: NOTICE_COOKIE_MAX_AGE_SECONDS }));
    } else if (this.#options.noticeCookieValue) {
      this.#putCookie(NOTICE_COOKIE, expireCookie(NOTICE_COOKIE, options));
    } else {
      this.#putCookie(NOTICE_COOKIE, null);
    }
  }

  /** One Set-Cookie per cookie and response: the latest replaces an earlier one (null drops it). */
  #putCookie(name: string, header: string | null): void {
    const at = this.setCookieHeaders.findIndex((existing) => existing.startsWith(`${name}=`));
    if (at !== -1) this.setCookieHeaders.splice(at, 1);
    if (header !== null) this.setCookieHeaders.push(header);
  }
}

/** The cookie's lifetime: what is left of the stored session's (see expiryOfSave), whole seconds. */
function secondsUntil(expiresAt: string | undefined, lifetimeHours: number): number {
  if (expiresAt === undefined) return lifetimeHours * 3600;
  return Math.max(0, Math.round((Date.parse(expiresAt) - Date.parse(nowIso())) / 1000));
}

/** Gives the session its anti-forgery token (see RequestSession.nonce) when it has none: a write that needs one sets it in the same save. */
export function giveNonce(data: SessionData): void {
  data.nonce ??= randomBytes(12).toString('base64url');
}

function withNotice(notices: readonly Notice[], notice: Notice): Notice[] {
  const others = notices.filter((n) => n.type !== notice.type || n.message !== notice.message);
  return [...others, notice].slice(-MAX_PENDING_NOTICES);
}
