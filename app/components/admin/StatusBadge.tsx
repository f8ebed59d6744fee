/** A status as a coloured badge; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <mark className={`status-badge status-${status}`}>{label}</mark>;
}
