import { ChartCanvas } from './ChartCanvas.tsx';

export interface ConsentChartProps {
  /** The statuses drawn, in stacking order. */
  statuses: { status: string; label: string }[];
  /** Per day, the decisions of each status in `statuses` order. */
  days: { day: string; counts: number[] }[];
}

// Consenting answers in blues, refusals in red, the rest in neutral tones; the table carries the names too.
const STATUS_COLOURS: Record<string, string> = {
  allow: '#1f3a5f',
  allowall: '#3f7cac',
  dismiss: '#7fb7be',
  savesettings: '#c99a2e',
  detailed: '#7b5ea7',
  deny: '#b23a48',
  close: '#5c636a',
  discard: '#a3a9ae',
};
const OTHER_COLOUR = '#343a40';

/**
 * Decisions per day, one stacked bar per day split by status (Chart.js, loaded only when the chart is
 * shown). The per-day table beside it holds the same figures for screen readers and browsers without
 * script, so the canvas is one labelled image.
 */
export function ConsentChart({ statuses, days }: ConsentChartProps) {
  return (
    <ChartCanvas
      label="Stacked bar chart of consent decisions per day by status; the tables below list the same figures."
      deps={[statuses, days]}
      configure={() => ({
        type: 'bar',
        data: {
          labels: days.map((day) => day.day),
          datasets: statuses.map((entry, index) => ({
            label: entry.label,
            data: days.map((day) => day.counts[index] ?? 0),
            backgroundColor: STATUS_COLOURS[entry.status] ?? OTHER_COLOUR,
          })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          plugins: { legend: { position: 'bottom' } },
          scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        },
      })}
    />
  );
}
