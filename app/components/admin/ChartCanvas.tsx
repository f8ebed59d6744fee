import { useEffect, useRef } from 'react';
import type { ChartConfiguration } from 'chart.js';

export interface ChartCanvasProps {
  /** What the chart shows, for screen readers (the page's table carries the same figures). */
  label: string;
  /** Builds the chart's configuration; called again whenever `deps` change. */
  configure: () => ChartConfiguration;
  deps: readonly unknown[];
}

/**
 * A report chart: Chart.js is loaded only when a chart is shown, the chart is destroyed with the
 * component, and the canvas is one labelled image (the table beside it is the accessible version).
 * `data-chart-ready` tells browser tests the chart was drawn.
 */
export function ChartCanvas({ label, configure, deps }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (cancelled) return;
      chart = new Chart(element, configure());
      element.dataset.chartReady = 'true';
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // The caller names what the configuration depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
