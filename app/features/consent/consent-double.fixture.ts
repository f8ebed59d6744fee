/** A consent API double for tests: the test grants and withdraws categories, and listeners hear it. */
export function consentDouble(granted: string[] = []) {
  const listeners: (() => void)[] = [];
  const categories = new Set(granted);
  return {
    has: (category: string) => categories.has(category),
    onChange: (callback: () => void) => listeners.push(callback),
    set(category: string, on: boolean) {
      if (on) categories.add(category);
      else categories.delete(category);
      for (const listener of listeners) listener();
    },
  };
}
