import { ChartCanvas } from './ChartCanvas.tsx';

export interface AnalyticsChartProps {
  /** One point per day, in order: the label shown and the page views. */
  days: { label: string; views: number }[];
  locale: string;
}

/**
 * Page views per day as a line chart (Chart.js, loaded only when the chart is shown). The daily table
 * below it carries the same figures for screen readers and for browsers without script, so the canvas
 * is one labelled image.
 */
export function AnalyticsChart({ days, locale }: AnalyticsChartProps) {
  return (
    <ChartCanvas
      label="Line chart of page views per day; the table below lists the same figures."
      deps={[days, locale]}
      configure={() => {
        const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        return {
          type: 'line',
          data: {
            labels: days.map((day) => day.label),
            datasets: [{ label: 'Page views', data: days.map((day) => day.views), borderColor: '#1f3a5f', backgroundColor: '#1f3a5f', pointRadius: 2, tension: 0 }],
          },
          options: {
            animation: false,
            maintainAspectRatio: false,
            plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => `${count.format(Number(item.raw))} page views` } } },
            scales: { y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => count.format(Number(value)) } } },
          },
        };
      }}
    />
  );
}
