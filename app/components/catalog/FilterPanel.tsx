import { useId } from 'react';
import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import { defaultSortOf, listingPageHref } from '../../../core/catalog/listing.ts';
import type { Listing } from '../../../core/catalog/listing-page.ts';
import { filterParams, majorPriceText, toggleAttributeTerm, toggleCategory, toggleRating, toggleStockStatus, withoutPrice, type ListingFilters } from '../../../core/catalog/listing-filters.ts';
import { StarRating } from './StarRating.tsx';
import { formatPrice } from '../../../core/i18n/format.ts';
import { useMoneyFormat, useShopTax } from './money.tsx';
import { toMajorUnits } from '../../../core/shared/money.ts';
import { shownShopPrice } from '../../../core/tax/tax-display.ts';

interface FilterPanelProps {
  listing: Pick<Listing, 'basePath' | 'search' | 'sort' | 'chosen' | 'filters' | 'facets'>;
}

interface NavItem {
  key: string;
  name: React.ReactNode;
  count: number;
  chosen: boolean;
  /** The filters once this choice is made, or unmade when chosen. */
  next: ListingFilters;
}

/**
 * The layered navigation (docs/contract.md): each attribute's terms, the stock statuses, the average
 * ratings (where products are rated) and (outside a category) the categories as WooCommerce's `ul.woocommerce-widget-layered-nav-list` of plain links with
 * their counts, a GET form for the price, and the active filters, each a link taking it away. Everything
 * works without script; every link goes back to page 1 with the sort kept. A choice nothing would match
 * is not offered; a chosen one stays, marked for assistive technology, to be taken away.
 */
export function FilterPanel({ listing }: FilterPanelProps) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  const money = useMoneyFormat();
  const { facets, chosen } = listing;
  const href = (next: ListingFilters) => localized(listingPageHref({ basePath: listing.basePath, search: listing.search, filters: filterParams(next, money.currency) }, 1, listing.sort));
  const price = (minor: number) => formatPrice(minor, money.currency, money.locale);

  const active: { key: string; label: string; next: ListingFilters }[] = [];
  for (const attribute of facets.attributes) {
    for (const term of attribute.terms.filter((candidate) => candidate.chosen)) active.push({ key: `a-${attribute.slug}-${term.slug}`, label: term.name, next: toggleAttributeTerm(chosen, attribute.slug, term.slug, attribute.queryType) });
  }
  for (const status of chosen.stockStatuses ?? []) active.push({ key: `s-${status}`, label: t(`catalog.filters.stock.${status}`), next: toggleStockStatus(chosen, status) });
  for (const stars of chosen.ratings ?? []) active.push({ key: `r-${stars}`, label: t('catalog.rating.label', { average: stars }), next: toggleRating(chosen, stars) });
  for (const category of facets.categories.filter((candidate) => candidate.chosen)) active.push({ key: `c-${category.slug}`, label: category.name, next: toggleCategory(chosen, category.slug) });
  if (chosen.minPrice !== undefined) active.push({ key: 'min', label: t('catalog.filters.minActive', { price: price(chosen.minPrice) }), next: { ...chosen, minPrice: undefined } });
  if (chosen.maxPrice !== undefined) active.push({ key: 'max', label: t('catalog.filters.maxActive', { price: price(chosen.maxPrice) }), next: { ...chosen, maxPrice: undefined } });

  const stock: NavItem[] = facets.stock.map((facet) => ({ key: facet.status, name: t(`catalog.filters.stock.${facet.status}`), count: facet.count, chosen: facet.chosen, next: toggleStockStatus(chosen, facet.status) }));
  // WooCommerce's rating widget: the stars, named "Rated 4 out of 5", five down to one.
  const ratings: NavItem[] = facets.ratings.map((facet) => ({ key: String(facet.stars), name: <StarRating average={facet.stars} />, count: facet.count, chosen: facet.chosen, next: toggleRating(chosen, facet.stars) }));
  const categories: NavItem[] = facets.categories.map((facet) => ({ key: facet.slug, name: facet.name, count: facet.count, chosen: facet.chosen, next: toggleCategory(chosen, facet.slug) }));

  return (
    <aside className="catalog-filters" id="catalog-filters" aria-label={t('catalog.filters.label')}>
      {active.length > 0 ? (
        <FilterSection className="widget_layered_nav_filters" title={t('catalog.filters.active')}>
          <ul>
            {active.map((item) => (
              <li key={item.key} className="chosen">
                <a rel="nofollow" href={href(item.next)}>
                  <span className="visually-hidden">{t('catalog.filters.removeHidden')}</span>
                  {item.label}
                </a>
              </li>
            ))}
            {active.length > 1 ? (
              <li className="chosen clear-all">
                <a rel="nofollow" href={href({ attributes: [] })}>
                  {t('catalog.filters.clear')}
                </a>
              </li>
            ) : null}
          </ul>
        </FilterSection>
      ) : null}
      {facets.attributes.map((attribute) => (
        <NavList
          key={attribute.slug}
          title={t('catalog.filters.attribute', { name: attribute.name })}
          items={attribute.terms.map((term) => ({ key: term.slug, name: term.name, count: term.count, chosen: term.chosen, next: toggleAttributeTerm(chosen, attribute.slug, term.slug, attribute.queryType) }))}
          href={href}
          counted={facets.counted}
        />
      ))}
      {facets.price || chosen.minPrice !== undefined || chosen.maxPrice !== undefined ? <PriceForm listing={listing} range={facets.price} price={price} /> : null}
      <NavList title={t('catalog.filters.stock')} items={stock} href={href} counted={facets.counted} />
      <NavList title={t('catalog.filters.rating')} items={ratings} href={href} counted={facets.counted} kind="rating" />
      <NavList title={t('catalog.filters.categories')} items={categories} href={href} counted={facets.counted} />
    </aside>
  );
}

/** One group of the panel: a labelled region with its heading. */
function FilterSection({ className, title, children }: { className: string; title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={`widget woocommerce ${className}`} aria-labelledby={id}>
      <h2 className="widget-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * WooCommerce's layered-nav list: a link a choice, its count beside it; choices nothing would match are
 * left out. Uncounted (a listing of too many products to count each choice over), the shop's choices
 * are offered without counts.
 */
function NavList({ title, items, href, counted, kind = 'term' }: { title: string; items: NavItem[]; href: (next: ListingFilters) => string; counted: boolean; kind?: 'term' | 'rating' }) {
  const t = useTranslate();
  const shown = items.filter((item) => item.count > 0 || item.chosen);
  if (shown.length === 0) return null;
  // WooCommerce's rating widget is `.widget_rating_filter` with `li.wc-layered-nav-rating`; the others layered-nav lists.
  const [section, itemClass] = kind === 'rating' ? ['widget_rating_filter', 'wc-layered-nav-rating'] : ['widget_layered_nav woocommerce-widget-layered-nav', 'wc-layered-nav-term'];
  return (
    <FilterSection className={section} title={title}>
      <ul className="woocommerce-widget-layered-nav-list">
        {shown.map((item) => (
          <li key={item.key} className={`woocommerce-widget-layered-nav-list__item ${itemClass}${item.chosen ? ' woocommerce-widget-layered-nav-list__item--chosen chosen' : ''}`}>
            <a rel="nofollow" href={href(item.next)} aria-current={item.chosen ? 'true' : undefined}>
              {item.name}
              {item.chosen ? <span className="visually-hidden">{t('catalog.filters.chosenHidden')}</span> : null}
            </a>
            {counted ? <> <span className="count">{`(${item.count})`}</span></> : null}
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}

interface PriceBoundProps {
  id: string;
  name: 'min_price' | 'max_price';
  label: string;
  /** The bound chosen, in minor units. */
  chosen: number | undefined;
  placeholder: string | undefined;
  describedBy: string | undefined;
}

/** One bound of the price filter, in major units, labelled and tied to the range it may span. */
function PriceBound({ id, name, label, chosen, placeholder, describedBy }: PriceBoundProps) {
  const { currency } = useMoneyFormat();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input
        type="number"
        id={id}
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={chosen !== undefined ? majorPriceText(chosen, currency) : ''}
        placeholder={placeholder}
        aria-describedby={describedBy}
      />
    </p>
  );
}

/** The price filter: a GET form with the bounds in major units, the listing's other parameters kept as hidden fields. */
function PriceForm({ listing, range, price }: { listing: FilterPanelProps['listing']; range: { min: number; max: number } | null; price: (minor: number) => string }) {
  const t = useTranslate();
  const { currency } = useMoneyFormat();
  const localized = useLocalizedHref();
  const id = useId();
  const { chosen, search, sort } = listing;
  const kept: [string, string][] = [
    ...(search ? [['s', search.terms] as [string, string]] : []),
    ...(search?.productsOnly ? [['post_type', 'product'] as [string, string]] : []),
    ...(sort !== defaultSortOf(listing) ? [['orderby', sort] as [string, string]] : []),
    ...filterParams(withoutPrice(chosen), currency),
  ];
  // The range as prices are shown (with or without the shop's tax), the unit the bounds are typed in.
  const tax = useShopTax();
  const shown = range ? { min: shownShopPrice(range.min, {}, tax), max: shownShopPrice(range.max, {}, tax) } : null;
  const floor = shown ? Math.floor(toMajorUnits(shown.min, currency)) : 0;
  const ceiling = shown ? Math.ceil(toMajorUnits(shown.max, currency)) : undefined;
  return (
    <FilterSection className="widget_price_filter" title={t('catalog.filters.price')}>
      <form method="get" action={localized(listing.basePath)} className="price-filter-form">
        {shown ? (
          <p className="price-filter-range" id={`${id}-range`}>
            {t('catalog.filters.priceRange', { min: price(shown.min), max: price(shown.max) })}
          </p>
        ) : null}
        <div className="price-filter-fields">
          <PriceBound id={`${id}-min`} name="min_price" label={t('catalog.filters.minPrice')} chosen={chosen.minPrice} placeholder={String(floor)} describedBy={range ? `${id}-range` : undefined} />
          <PriceBound id={`${id}-max`} name="max_price" label={t('catalog.filters.maxPrice')} chosen={chosen.maxPrice} placeholder={ceiling !== undefined ? String(ceiling) : undefined} describedBy={range ? `${id}-range` : undefined} />
        </div>
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {t('catalog.filters.apply')}
        </button>
      </form>
    </FilterSection>
  );
}
