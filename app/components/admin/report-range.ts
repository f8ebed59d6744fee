import type { DateRange } from '../../../core/shared/date-range.ts';
import { formatDate } from '../account/order-view.ts';

/** A report's range as its captions name it, "June 1, 2030 to June 30, 2030" (UTC days). */
export function formatRange(range: DateRange, locale: string): string {
  return `${formatDate(range.from, locale)} to ${formatDate(range.to, locale)}`;
}
