/** Keys that would reach an object's prototype if another script copied visitor input into an object. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
