/** The link to a report's CSV for the range shown. */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <p>
      {/* A file download, not a page: the browser fetches it itself. */}
      <a href={href} download>
        Download CSV
      </a>
    </p>
  );
}
