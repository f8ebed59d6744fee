import type { Route } from './+types/home.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { listCategoriesWithCounts } from '../../core/catalog/categories.ts';
import { listProducts } from '../../core/catalog/product-list.ts';
import { getPageBySlug, listPosts, type PostDetail } from '../../core/content/posts.ts';
import { ProductGrid } from '../components/catalog/ProductGrid.tsx';
import { ResponsiveImage } from '../components/catalog/ResponsiveImage.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { PostsGrid } from '../components/content/PostsGrid.tsx';
import { contentWidgetsSheet } from '../styles/widgets/index.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'home', styles: [{ id: 'catalog', css: catalogCss }, contentWidgetsSheet], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The landing page's sections, reached by the in-page menu under the hero (and by `/#<id>` links in the
 * header). Story and visit show the owner's own pages (their excerpt and a link), so the copy is edited
 * where those pages are; a section whose page is missing is left out.
 */
const STORY_PAGE = 'about-us';
const VISIT_PAGE = 'contact';

/** What the landing shows of a content page. */
function teaser(page: PostDetail | null) {
  return page ? { title: page.title, excerpt: page.excerpt, href: `/${page.slug}/` } : null;
}

const CATEGORY_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 190px';
// The first row of categories is near the top of the page (under the hero and the story): load it at once.

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const [categories, onSale, newest, journal, story, visit] = await Promise.all([
    listCategoriesWithCounts(db, uploadsUrl),
    listProducts(db, { page: 1, perPage: 4, sort: 'popularity', onSale: true, uploadsUrl }),
    listProducts(db, { page: 1, perPage: 8, sort: 'date', uploadsUrl }),
    listPosts(db, { page: 1, perPage: 3, uploadsUrl }),
    getPageBySlug(db, STORY_PAGE, uploadsUrl),
    getPageBySlug(db, VISIT_PAGE, uploadsUrl),
  ]);
  return {
    storeName: config.store.name,
    tagline: config.store.tagline,
    categories: categories.filter((category) => category.count > 0),
    onSale: onSale.products,
    newest: newest.products,
    posts: journal.posts,
    story: teaser(story),
    visit: teaser(visit),
    money: { currency: config.store.currency, locale: config.store.locale },
    seo: {
      title: pageTitle(null, config.store.name),
      description: `${config.store.tagline} Shop kitchenware, home decor, bags, stationery and more at ${config.store.name}.`,
      canonical: absoluteUrl(siteOrigin, '/'),
    },
  };
}

/** The in-page menu's entries, in the page's order; only sections that are on the page. */
function landingMenu(sections: { story: boolean; journal: boolean; visit: boolean }) {
  return [
    sections.story ? { id: 'story', label: 'Our story' } : null,
    { id: 'collection', label: 'The collection' },
    sections.journal ? { id: 'journal', label: 'Journal' } : null,
    sections.visit ? { id: 'visit', label: 'Visit us' } : null,
  ].filter((entry) => entry !== null);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { storeName, tagline, categories, onSale, newest, posts, story, visit } = loaderData;
  const menu = landingMenu({ story: story !== null, journal: posts.length > 0, visit: visit !== null });
  return (
    <MoneyContext value={loaderData.money}>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{storeName}</p>
          <h1 id="hero-title" className="hero__title">
            {tagline || 'Good things, well made.'}
          </h1>
          <p className="hero__text">Everyday objects from small workshops: made to be used, and to last.</p>
          <p className="hero__actions">
            <a className="button hero__cta" href="/shop/">
              Shop the collection
            </a>
            <a className="hero__secondary" href="/blog/">
              Read the journal
            </a>
          </p>
          <nav className="landing-nav" aria-label="On this page">
            <ul>
              {menu.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="container home-sections">
        {story ? (
          <section id="story" className="home-section landing-story" data-reveal="" aria-labelledby="story-title">
            <h2 id="story-title">Our story</h2>
            <p className="landing-story__text">{story.excerpt}</p>
            <p>
              <a href={story.href}>More about us</a>
            </p>
          </section>
        ) : null}

        <section id="collection" className="landing-collection">
          {categories.length > 0 ? (
            <section className="home-section" aria-labelledby="categories-title">
              <h2 id="categories-title">Shop by category</h2>
              <ul className="category-grid">
                {categories.map((category, index) => (
                  <li key={category.slug} className="product-category">
                    <a href={`/product-category/${category.slug}/`}>
                      {category.image ? <ResponsiveImage image={category.image} sizes={CATEGORY_SIZES} eager={index < 2} alt="" /> : null}
                      <span className="product-category__name">{category.name}</span>
                      <span className="product-category__count">
                        {category.count} {category.count === 1 ? 'product' : 'products'}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {onSale.length > 0 ? (
            <section className="home-section" aria-labelledby="sale-title">
              <div className="home-section__header">
                <h2 id="sale-title">On sale</h2>
                <a href="/shop/?orderby=price">See all prices</a>
              </div>
              <ProductGrid products={onSale} headingLevel={3} />
            </section>
          ) : null}

          {newest.length > 0 ? (
            <section className="home-section" aria-labelledby="new-title">
              <div className="home-section__header">
                <h2 id="new-title">New arrivals</h2>
                <a href="/shop/?orderby=date">Shop all new arrivals</a>
              </div>
              <ProductGrid products={newest} headingLevel={3} />
            </section>
          ) : null}
        </section>

        {posts.length > 0 ? (
          <section id="journal" className="home-section" data-reveal="" aria-labelledby="journal-title">
            <div className="home-section__header">
              <h2 id="journal-title">From the journal</h2>
              <a href="/blog/">All stories</a>
            </div>
            <PostsGrid posts={posts} headingLevel={3} />
          </section>
        ) : null}

        {visit ? (
          <section id="visit" className="home-section landing-visit" data-reveal="" aria-labelledby="visit-title">
            <h2 id="visit-title">Visit us</h2>
            <p>{visit.excerpt}</p>
            <p>
              <a href={visit.href}>{visit.title}: how to reach us</a>
            </p>
          </section>
        ) : null}

        <p className="page-top-link">
          <a href="#page-top">Back to top</a>
        </p>
      </div>
    </MoneyContext>
  );
}
