const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A publication date; formatted in UTC so the server and the browser print the same day. */
export function PostDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="post-date" dateTime={iso}>
      {FORMAT.format(date)}
    </time>
  );
}
