import type { Route } from './+types/home.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { listCategoriesWithCounts } from '../../core/catalog/categories.ts';
import { listProducts } from '../../core/catalog/product-list.ts';
import { listPosts } from '../../core/content/posts.ts';
import { ProductGrid } from '../components/catalog/ProductGrid.tsx';
import { ResponsiveImage } from '../components/catalog/ResponsiveImage.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, seoMeta } from '../components/catalog/seo.ts';
import { PostsGrid } from '../components/content/PostsGrid.tsx';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = { bodyClass: 'home', styles: [{ id: 'catalog', css: catalogCss }], hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const CATEGORY_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 190px';
// On phones the first row of categories shows under the hero and is the largest paint: load it at once.

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, siteOrigin } = services(context);
  const [categories, onSale, newest, journal] = await Promise.all([
    listCategoriesWithCounts(db, uploadsUrl),
    listProducts(db, { page: 1, perPage: 4, sort: 'popularity', onSale: true, uploadsUrl }),
    listProducts(db, { page: 1, perPage: 8, sort: 'date', uploadsUrl }),
    listPosts(db, { page: 1, perPage: 3, uploadsUrl }),
  ]);
  return {
    storeName: config.store.name,
    tagline: config.store.tagline,
    categories: categories.filter((category) => category.count > 0),
    onSale: onSale.products,
    newest: newest.products,
    posts: journal.posts,
    money: { currency: config.store.currency, locale: config.store.locale },
    seo: {
      title: pageTitle(null, config.store.name),
      description: `${config.store.tagline} Shop kitchenware, home decor, bags, stationery and more at ${config.store.name}.`,
      canonical: absoluteUrl(siteOrigin, '/'),
    },
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { storeName, tagline, categories, onSale, newest, posts } = loaderData;
  return (
    <MoneyContext value={loaderData.money}>
      <section className="hero" id="story" aria-labelledby="hero-title">
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
          <nav aria-label="On this page">
            <p className="hero__actions">
              <a href="#collection">Collection</a>
              <a href="#journal">Journal</a>
            </p>
          </nav>
        </div>
      </section>

      <div className="container home-sections">
        {categories.length > 0 ? (
          <section className="home-section" id="collection" aria-labelledby="categories-title">
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
          <section className="home-section" aria-labelledby="sale-title" data-reveal="">
            <div className="home-section__header">
              <h2 id="sale-title">On sale</h2>
              <a href="/shop/?orderby=price">See all prices</a>
            </div>
            <ProductGrid products={onSale} headingLevel={3} />
          </section>
        ) : null}

        {newest.length > 0 ? (
          <section className="home-section" aria-labelledby="new-title" data-reveal="">
            <div className="home-section__header">
              <h2 id="new-title">New arrivals</h2>
              <a href="/shop/?orderby=date">Shop all new arrivals</a>
            </div>
            <ProductGrid products={newest} headingLevel={3} />
          </section>
        ) : null}

        {posts.length > 0 ? (
          <section className="home-section" id="journal" aria-labelledby="journal-title" data-reveal="">
            <div className="home-section__header">
              <h2 id="journal-title">From the journal</h2>
              <a href="/blog/">All stories</a>
            </div>
            <PostsGrid posts={posts} headingLevel={3} />
          </section>
        ) : null}
      </div>
    </MoneyContext>
  );
}
