import { DatabaseSync } from 'node:sqlite';
import { workerShopDatabase } from './worker-shop.ts';

/**
 * Publishes (or rewrites) an HTML content page in the test shop's database, as an owner would write one,
 * and returns its path. The shop sanitises it when it renders the page, as it does for any stored row.
 * Each spec uses its own slugs, so a page is never served from the page cache with older content.
 */
export function publishHtmlPage(slug: string, title: string, html: string): string {
  const db = new DatabaseSync(workerShopDatabase());
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('DELETE FROM posts WHERE type = ? AND slug = ?').run('page', slug);
    db.prepare(
      "INSERT INTO posts (type, slug, title, excerpt, content, content_format, image, status, published_at) VALUES ('page', ?, ?, '', ?, 'html', NULL, 'publish', ?)",
    ).run(slug, title, html, new Date().toISOString());
  } finally {
    db.close();
  }
  return `/${slug}/`;
}
