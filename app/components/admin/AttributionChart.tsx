import { ChartCanvas } from './ChartCanvas.tsx';
import { toMajorUnits } from '../../../core/shared/money.ts';

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
  return (
    <ChartCanvas
      label={`Bar chart of revenue by ${groupLabel.toLowerCase()}; the table below lists the same figures.`}
      deps={[rows, currency, locale]}
      configure={() => {
        const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
        return {
          type: 'bar',
          data: {
            labels: rows.map((row) => row.label),
            datasets: [{ label: 'Revenue', data: rows.map((row) => toMajorUnits(row.revenueMinor, currency)), backgroundColor: '#1f3a5f' }],
          },
          options: {
            animation: false,
            maintainAspectRatio: false,
            plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => money.format(Number(item.raw)) } } },
            scales: { y: { beginAtZero: true, ticks: { callback: (value) => money.format(Number(value)) } } },
          },
        };
      }}
    />
  );
}
