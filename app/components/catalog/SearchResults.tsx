import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { Listing } from '../../../core/catalog/listing-page.ts';
import type { ContentSearchHit } from '../../../core/content/post-search.ts';
import { ProductListing } from './ProductListing.tsx';

interface SearchResultsProps {
  heading: string;
  listing: Listing;
  /** The pages and posts found (a search at `/?s=` without `post_type=product`). */
  posts: readonly ContentSearchHit[];
}

/** A search's results: the products as the shop lists them, then the pages and posts found, each a plain link. */
export function SearchResults({ heading, listing, posts }: SearchResultsProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <ProductListing title={heading} listing={listing}>
      {posts.length > 0 ? (
        <section className="search-content-results" aria-labelledby="search-content-results-title">
          <h2 id="search-content-results-title">{t('catalog.search.posts')}</h2>
          <ul className="search-content-results__list">
            {posts.map((post) => (
              <li key={post.id} className={`search-content-result type-${post.type}`}>
                <a href={href(post.path)}>{post.title}</a>
                {post.excerpt ? <p>{post.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ProductListing>
  );
}
