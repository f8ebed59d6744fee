/** Rounds a duration for people: "38.2 s". */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A progress callback for drawing the demo pictures that writes a line at most every `intervalMs`
 * (what was drawn, of how many) and one when the last is done, so a long first start never goes silent.
 */
export function pictureProgress(write: (line: string) => void, options: { intervalMs?: number; now?: () => number } = {}): (drawn: number, missing: number) => void {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? 2000;
  const started = now();
  let lastLine = started;
  return (drawn, missing) => {
    const at = now();
    if (drawn >= missing) {
      write(`Demo pictures ready: ${missing} drawn in ${seconds(at - started)}.`);
    } else if (at - lastLine >= intervalMs) {
      lastLine = at;
      write(`Drawing the demo pictures: ${drawn} of ${missing} (${Math.floor((drawn / missing) * 100)}%)…`);
    }
  };
}
