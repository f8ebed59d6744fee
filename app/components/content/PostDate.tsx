import { useMoneyFormat } from '../catalog/money.tsx';
import { formatDate } from '../../../core/i18n/format.ts';

/**
 * A publication date in the page's Intl locale (the one its prices are formatted in, unless given);
 * formatted in UTC so the server and the browser print the same day.
 */
export function PostDate({ iso, locale }: { iso: string; locale?: string }) {
  const page = useMoneyFormat();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="post-date" dateTime={iso}>
      {formatDate(date, locale ?? page.locale)}
    </time>
  );
}
