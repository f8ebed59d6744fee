import { yieldToPage } from './yield-to-page.ts';

/**
 * Runs each start-up step in its order, each in a task of its own: the page can paint and answer input
 * between them, and no step's work (the first storage read, say) adds to another's in one long task.
 * A step that throws is reported by its name and the next still runs.
 */
export async function startInTurn(win: Window, steps: Readonly<Record<string, () => void>>): Promise<void> {
  for (const [index, [name, step]] of Object.entries(steps).entries()) {
    if (index > 0) await yieldToPage(win);
    try {
      step();
    } catch (error) {
      console.error(`Vitrine ${name}: could not start.`, error);
    }
  }
}
