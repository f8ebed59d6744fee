import { setStyleProperty } from './dom.ts';

/**
 * The page's scroll padding keeps anchors, a page's hash target and a focused control clear of what is
 * fixed over the viewport: a stuck header, a header that will stick, the consent banner. Each reserves
 * its room under its own name; the largest room at each edge wins.
 *
 * Written as plain `scroll-padding-*` on `<html>`: custom properties added there make the browser
 * restyle every element of the page, these restyle `<html>` alone.
 */
export interface ScrollRoom {
  top: number;
  bottom: number;
}

const reserved = new WeakMap<Document, Map<string, ScrollRoom>>();

export function reserveScrollPadding(doc: Document, source: string, room: Partial<ScrollRoom>): void {
  let rooms = reserved.get(doc);
  if (!rooms) reserved.set(doc, (rooms = new Map()));
  rooms.set(source, { top: Math.max(0, Math.round(room.top ?? 0)), bottom: Math.max(0, Math.round(room.bottom ?? 0)) });
  const all = [...rooms.values()];
  const root = doc.documentElement;
  setStyleProperty(root, 'scroll-padding-top', `${Math.max(...all.map((each) => each.top))}px`);
  setStyleProperty(root, 'scroll-padding-bottom', `${Math.max(...all.map((each) => each.bottom))}px`);
}
