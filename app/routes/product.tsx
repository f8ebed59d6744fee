import { data } from 'react-router';
import type { Route } from './+types/product.ts';
import type { PageHandle } from '../document/page-meta.ts';
import { services } from '../context.ts';
import { getProductBySlug, relatedProducts } from '../../core/catalog/product-detail.ts';
import { stockClass } from '../../core/catalog/stock.ts';
import { shortenAtWord } from '../../core/content/blocks.ts';
import { descriptionForDisplay, descriptionText } from '../../core/catalog/product-description.ts';
import { categoryViewsInLocale, productDetailInLocale, productViewsInLocale } from '../../core/i18n/catalog-views.ts';
import { AddToCartForm } from '../components/catalog/AddToCartForm.tsx';
import { GroupedForm } from '../components/catalog/GroupedForm.tsx';
import { VariationsForm } from '../components/catalog/VariationsForm.tsx';
import { groupedProductCards } from '../../core/catalog/grouped-products.ts';
import type { ProductCard } from '../../core/catalog/product-list.ts';
import { variationForm, type VariationForm } from '../../core/catalog/storefront-variations.ts';
import { Breadcrumbs, type Crumb } from '../components/catalog/Breadcrumbs.tsx';
import { Price } from '../components/catalog/Price.tsx';
import { ProductGallery } from '../components/catalog/ProductGallery.tsx';
import { ProductGrid } from '../components/catalog/ProductGrid.tsx';
import { StarRating } from '../components/catalog/StarRating.tsx';
import { MoneyContext } from '../components/catalog/money.tsx';
import { absoluteUrl, pageTitle, productJsonLd, seoMeta } from '../components/catalog/seo.ts';
import { OwnerHtml } from '../components/content/OwnerHtml.tsx';
import { useLocalizedHref } from '../components/i18n/locale-context.ts';
import { useTranslate } from '../components/i18n/translate-context.ts';
import type { Translate } from '../../core/i18n/translator.ts';
import { pageLanguage } from './page-language.ts';
import { additionalInformation, hasAdditionalInformation, readAdditionalAttributes } from '../../core/catalog/additional-information.ts';
import { shippingUnitsOf, type ShippingUnits } from '../../core/catalog/shipping-units.ts';
import { shopPriceTax } from '../../core/tax/tax-display.ts';
import { AdditionalInformation } from '../components/catalog/AdditionalInformation.tsx';
import { ProductReviews } from '../components/catalog/ProductReviews.tsx';
import { ProductTabs } from '../components/catalog/ProductTabs.tsx';
import { loadProductReviews, reviewAction } from './product-reviews.ts';
import catalogCss from '../styles/catalog.css?inline';

export const handle: PageHandle = {
  bodyClass: 'single-product',
  // The product's type on the body too (docs/contract.md, "Catalog"), as on its `div.product`.
  bodyClassOf: (loaderData) => productTypeClass((loaderData as { product?: { type?: string } } | null)?.product?.type),
  styles: [{ id: 'catalog', css: catalogCss }],
  hydrate: false,
};

const productTypeClass = (type: string | undefined) => (type ? `product-type-${type}` : undefined);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, config, uploadsUrl, catalog, siteOrigin, settings, taxes } = services(context);
  const { choice, intl, path } = pageLanguage(context);
  const found = await getProductBySlug(db, params.slug, uploadsUrl, catalog);
  if (!found) throw data('Not found', { status: 404 });
  // The product, its categories and the related products in the page's language, field by field
  // falling back to the default language's text.
  // The attributes and the reviews need only the product's id: read beside the rest, not after it (on
  // PostgreSQL a step fewer each, each step a round trip).
  const [translated, categories, relatedFound, attributes, reviewsPanel] = await Promise.all([
    productDetailInLocale(db, found, choice),
    categoryViewsInLocale(db, found.categories, choice),
    relatedProducts(db, { id: found.id, categoryIds: found.categories.map((c) => c.id) }, { limit: 4, uploadsUrl }, catalog),
    readAdditionalAttributes(db, found.id, choice),
    loadProductReviews(context, request, found.id),
  ]);
  const product = { ...translated, categories };
  // What the type adds to the page: a variable product's choices, a grouped product's products.
  const [variations, groupedCards, related] = await Promise.all([
    product.type === 'variable' ? variationForm(db, product.id, uploadsUrl, choice) : Promise.resolve(null),
    product.type === 'grouped' ? groupedProductCards(db, product.id, uploadsUrl) : Promise.resolve([]),
    productViewsInLocale(db, relatedFound, choice),
  ]);
  const additional = additionalInformation(product.shipping, variations?.variations.map((variation) => variation.shipping) ?? [], attributes);
  const grouped = await productViewsInLocale(db, groupedCards, choice);
  const canonical = absoluteUrl(siteOrigin, path(`/product/${product.slug}/`));
  // Descriptions are HTML: search engines get their words.
  const description = shortenAtWord(descriptionText(product.shortDescription), 160) || shortenAtWord(descriptionText(product.description), 160) || product.name;
  const offerCount = variations?.variations.length ?? 0;
  return {
    product,
    reviewsPanel,
    // Sanitised again on the way out: the stored row may have been written past the save.
    shortDescriptionHtml: descriptionForDisplay(product.shortDescription),
    descriptionHtml: descriptionForDisplay(product.description),
    related,
    variations,
    grouped,
    maxLineQuantity: config.cart.maxLineQuantity,
    additional: hasAdditionalInformation(additional) ? additional : null,
    units: shippingUnitsOf(settings),
    money: { currency: config.store.currency, locale: intl },
    seo: {
      title: pageTitle(product.name, config.store.name),
      description,
      canonical,
      jsonLd: productJsonLd({
        product,
        description,
        canonical,
        siteOrigin,
        currency: config.store.currency,
        offerCount,
        // At the price the page shows: with the shop's tax or without (the root loader's `shopTax`).
        tax: taxes.settings.enabled ? { shop: shopPriceTax(taxes), included: taxes.settings.displayShop === 'incl' } : null,
        reviews: reviewsPanel.reviews.reviews,
      }),
    },
  };
}

/** A review posted from the page's form (./product-reviews.ts). */
export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const { product, related } = loaderData;
  const reviewForm = actionData?.reviewForm;
  const primary = product.categories[0];
  const crumbs: Crumb[] = [
    { label: t('catalog.breadcrumb.home'), href: '/' },
    { label: t('catalog.shop.title'), href: '/shop/' },
    ...(primary ? [{ label: primary.name, href: `/product-category/${primary.slug}/` }] : []),
    { label: product.name },
  ];
  return (
    <MoneyContext value={loaderData.money}>
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <div className={`product type-product ${productTypeClass(product.type)} ${product.purchasable ? 'instock' : 'outofstock'}`}>
          <div className="product-layout">
            <ProductGallery images={product.images} name={product.name} />
            <div className="summary entry-summary">
              <h1 className="product_title entry-title">{product.name}</h1>
              {product.onSale ? <span className="onsale">{t('catalog.product.sale')}</span> : null}
              <Price product={product} />
              {product.ratingCount > 0 ? (
                <div className="woocommerce-product-rating">
                  <StarRating average={product.averageRating} />{' '}
                  <a href="#reviews" className="woocommerce-review-link" rel="nofollow">
                    (<span className="count">{product.ratingCount}</span> {t('catalog.rating.reviews', { count: product.ratingCount })})
                  </a>
                </div>
              ) : null}
              {/* A variable product's stock is its variations' (shown as one is chosen); a grouped one's, its products'. */}
              {product.type === 'simple' || product.type === 'external' ? <p className={`stock ${stockClass(product)}`}>{stockMessage(t, product)}</p> : null}
              {loaderData.shortDescriptionHtml ? (
                <OwnerHtml className="woocommerce-product-details__short-description owner-html" html={loaderData.shortDescriptionHtml} />
              ) : null}
              <ProductPurchase
                product={product}
                variations={loaderData.variations}
                grouped={loaderData.grouped}
                maxLineQuantity={loaderData.maxLineQuantity}
                units={loaderData.units}
                stockMessage={(unit) => stockMessage(t, unit)}
              />
              <div className="product_meta">
                {product.sku ? (
                  <p className="sku_wrapper">
                    {`${t('catalog.product.sku')} `}
                    <span className="sku">{product.sku}</span>
                  </p>
                ) : null}
                {product.categories.length > 0 ? (
                  <p className="posted_in">
                    {`${t('catalog.product.categories', { count: product.categories.length })} `}
                    {product.categories.map((category, index) => (
                      <span key={category.id}>
                        {index > 0 ? ', ' : null}
                        <a href={href(`/product-category/${category.slug}/`)} rel="tag">
                          {category.name}
                        </a>
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
          <ProductTabs
            description={
              loaderData.descriptionHtml ? (
                <>
                  <h2>{t('catalog.product.description')}</h2>
                  <OwnerHtml className="owner-html" html={loaderData.descriptionHtml} />
                </>
              ) : null
            }
            additionalInformation={loaderData.additional ? <AdditionalInformation info={loaderData.additional} units={loaderData.units} locale={loaderData.money.locale} /> : null}
            reviews={
              loaderData.reviewsPanel.options.enabled
                ? {
                    count: loaderData.reviewsPanel.reviews.total,
                    content: <ProductReviews product={product} reviews={loaderData.reviewsPanel.reviews} options={loaderData.reviewsPanel.options} form={reviewForm} />,
                  }
                : null
            }
            // A review sent back with its errors, or a later page of reviews, is shown in its tab.
            open={reviewForm || loaderData.reviewsPanel.reviews.page > 1 ? 'reviews' : undefined}
            scrollTo={reviewForm ? 'respond' : undefined}
          />
          {related.length > 0 ? (
            <section className="related products" aria-labelledby="related-title">
              <h2 id="related-title">{t('catalog.product.related')}</h2>
              <ProductGrid products={related} headingLevel={3} />
            </section>
          ) : null}
        </div>
      </div>
    </MoneyContext>
  );
}

interface ProductPurchaseProps {
  product: Route.ComponentProps['loaderData']['product'];
  variations: VariationForm | null;
  grouped: ProductCard[];
  maxLineQuantity: number;
  units: ShippingUnits;
  stockMessage: (unit: { stock: number | null; stockStatus: Parameters<typeof stockClass>[0]['stockStatus'] }) => string;
}

/** How the product is bought, by its type: its form, its variations' form, its products' form, or the owner's link. */
function ProductPurchase({ product, variations, grouped, maxLineQuantity, units, stockMessage: stockOf }: ProductPurchaseProps) {
  const t = useTranslate();
  switch (product.type) {
    case 'variable':
      return variations && variations.variations.length > 0 ? <VariationsForm product={product} form={variations} stockMessage={stockOf} maxLineQuantity={maxLineQuantity} units={units} /> : null;
    case 'grouped':
      return grouped.length > 0 ? <GroupedForm product={product} products={grouped} stockMessage={stockOf} /> : null;
    case 'external':
      return product.externalUrl ? (
        <p className="cart">
          <a href={product.externalUrl} className="single_add_to_cart_button button alt" rel="nofollow noopener">
            {product.buttonText || t('catalog.product.buyProduct')}
          </a>
        </p>
      ) : null;
    default:
      return <AddToCartForm product={product} />;
  }
}

/** The availability line: "In stock", "5 in stock", "Out of stock" (core/catalog/stock.ts decides which). */
function stockMessage(t: Translate, product: { stock: number | null; stockStatus: Parameters<typeof stockClass>[0]['stockStatus'] }): string {
  const status = stockClass(product);
  if (status === 'out-of-stock') return t('catalog.stock.out');
  if (status === 'available-on-backorder') return t('catalog.stock.backorder');
  return product.stock === null ? t('catalog.stock.in') : t('catalog.stock.count', { count: product.stock });
}
