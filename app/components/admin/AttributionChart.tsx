import { useEffect, useRef } from 'react';

export interface AttributionChartProps {
  /** What the bars stand for, e.g. "Origin". */
  groupLabel: string;
  rows: { label: string; revenueMinor: number }[];
  currency: string;
  locale: string;
}

/**
 * Revenue per group as a bar chart (Chart.js, loaded only when the chart is shown). The table below it
 * carries the same figures for screen readers and for browsers without script, so the canvas is one
 * labelled image.
 */
export function AttributionChart({ groupLabel, rows, currency, locale }: AttributionChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (cancelled) return;
      chart = new Chart(element, {
        type: 'bar',
        data: {
          labels: rows.map((row) => row.label),
          datasets: [{ label: 'Revenue', data: rows.map((row) => row.revenueMinor / 100), backgroundColor: '#1f3a5f' }],
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => money.format(Number(item.raw)) } } },
          scales: { y: { beginAtZero: true, ticks: { callback: (value) => money.format(Number(value)) } } },
        },
      });
      element.dataset.chartReady = 'true';
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [rows, currency, locale]);

  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={`Bar chart of revenue by ${groupLabel.toLowerCase()}; the table below lists the same figures.`} />
    </div>
  );
}
