import { Form } from 'react-router';
import type { ProductFormValues } from '../../../core/catalog/product-form.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { TranslationFields, type TranslationLocale } from './TranslationFields.tsx';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';
import { SaleDateFields } from './SaleDateFields.tsx';
import type { AttributeRowValues } from '../../../core/catalog/product-attribute-form.ts';
import type { GlobalAttributeChoice, KindFormValues } from './product-options-types.ts';
import { ExternalProductFields, GroupedProductFields, ProductTypeField } from './ProductKindFields.tsx';
import { ProductAttributeFields } from './ProductAttributeFields.tsx';
import { ProductShippingFields, type ShippingClassChoice } from './ProductShippingFields.tsx';
import { ProductTaxFields, type ProductTaxChoice } from './ProductTaxFields.tsx';
import type { ShippingText } from '../../../core/catalog/product-shipping.ts';
import type { ShippingUnits } from '../../../core/catalog/shipping-units.ts';

export interface ProductFormImage {
  id: number;
  src: string;
  alt: string;
  position: number;
}

/** An image of the media library the product may take. */
export interface LibraryChoice {
  id: number;
  title: string;
  src: string;
}

interface ProductFormProps {
  nonce: string;
  values: ProductFormValues;
  errors?: Record<string, string> | undefined;
  categories: { id: number; name: string }[];
  images: ProductFormImage[];
  /** The media library's finished images, newest first. */
  library?: LibraryChoice[];
  isNew: boolean;
  /** Stock statuses with their labels (from the catalog, via the loader). */
  stockOptions: { value: string; label: string }[];
  /** The shop's other locales and what is translated into them (none when it speaks one language). */
  translations?: { locales: TranslationLocale[]; defaultName: string; values: TranslationFormValues } | undefined;
  /** The product's type, external address and grouped children. */
  kind: KindFormValues;
  /** The simple and external products a grouped product may list. */
  groupable: { id: number; name: string }[];
  attributeRows: readonly AttributeRowValues[];
  globals: readonly GlobalAttributeChoice[];
  /** Weight and dimensions as typed, and the shop's units for their labels. */
  shipping: ShippingText;
  units: ShippingUnits;
  /** Its shipping class and the shop's classes to choose from. */
  shippingClass?: ShippingClassChoice | undefined;
  /** Its tax status and class, and the shop's tax classes. */
  tax?: ProductTaxChoice | undefined;
}

const TRANSLATED_FIELDS = [
  { field: 'name', label: 'Name', maxLength: 200 },
  { field: 'short_description', label: 'Short description', rows: 3, maxLength: 2000 },
  { field: 'description', label: 'Description', rows: 6, maxLength: 50000 },
];

/** Descriptions are HTML, edited as a page's HTML content is (PostForm.tsx). */
const DESCRIPTION_HINT = (
  <>
    HTML, as in WooCommerce: <code>&lt;strong&gt;</code>, lists, headings, links and images are kept, and blank lines make paragraphs. Scripts, styles, frames,
    forms and event handlers (such as <code>onclick</code>) are removed when it is saved.
  </>
);

const STATUS_OPTIONS = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export function ProductForm({ nonce, values, errors = {}, categories, images, library = [], isNew, stockOptions, translations, kind, groupable, attributeRows, globals, shipping, units, shippingClass, tax }: ProductFormProps) {
  const chosen = new Set(values.categories);
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form product-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <div className="product-form__grid">
        <div className="product-form__main">
          <TextField id="product-name" name="name" label="Name" required defaultValue={values.name} maxLength={200} error={errors.name} />
          <TextField
            id="product-slug"
            name="slug"
            label="Slug"
            defaultValue={values.slug}
            maxLength={120}
            error={errors.slug}
            hint="The product's address: /product/<slug>/. Leave blank to make it from the name."
          />
          <ProductTypeField values={kind} errors={errors} />
          <TextAreaField
            id="product-short"
            name="short_description"
            label="Short description"
            rows={3}
            defaultValue={values.short_description}
            maxLength={2000}
            error={errors.short_description}
            hint={DESCRIPTION_HINT}
            className="post-form__content"
          />
          <TextAreaField
            id="product-description"
            name="description"
            label="Description"
            rows={12}
            defaultValue={values.description}
            maxLength={50000}
            error={errors.description}
            hint={DESCRIPTION_HINT}
            className="post-form__content"
          />
          {translations ? <TranslationFields idPrefix="product" fields={TRANSLATED_FIELDS} errors={errors} {...translations} /> : null}
          <ExternalProductFields values={kind} errors={errors} />
          <GroupedProductFields values={kind} errors={errors} products={groupable} />
          <fieldset className="admin-fieldset">
            <legend>Images</legend>
            {images.length === 0 ? <p className="muted">No images yet.</p> : null}
            <ul className="image-list">
              {images.map((image, index) => (
                <li key={image.id} className="image-list__item">
                  <input type="hidden" name="image_ids" value={image.id} />
                  <img src={image.src} alt="" width={96} height={96} />
                  <div className="image-list__fields">
                    <TextField id={`image-alt-${image.id}`} name={`image_alt_${image.id}`} label={`Image ${index + 1} alt text`} defaultValue={image.alt} maxLength={300} />
                    <TextField id={`image-position-${image.id}`} name={`image_position_${image.id}`} label="Order" type="number" min={0} max={999} defaultValue={String(image.position)} className="form-row--narrow" />
                    <CheckboxField id={`image-remove-${image.id}`} name="image_remove" value={String(image.id)} label="Remove this image" />
                  </div>
                </li>
              ))}
            </ul>
            <TextField
              id="product-images"
              name="images"
              type="file"
              label="Add images"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              multiple
              error={errors.images}
              hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB in all. The first image is the main one."
            />
            <TextField id="product-new-alt" name="new_image_alt" label="Alt text for the added images" maxLength={300} hint="Describes the picture for people who cannot see it; the product name is used when blank." />
          </fieldset>
          {library.length > 0 ? (
            <fieldset className="admin-fieldset" aria-describedby="product-library-hint">
              <legend>Images from the media library</legend>
              <p className="form-row__hint" id="product-library-hint">
                Ticked images are added after the product's own; each keeps the alt text it has in the library.
              </p>
              {errors.library_images ? (
                <p className="form-row__error" role="alert">
                  {errors.library_images}
                </p>
              ) : null}
              <ul className="media-picker">
                {library.map((choice) => (
                  <li key={choice.id}>
                    <label htmlFor={`library-image-${choice.id}`}>
                      <img src={choice.src} alt="" width={112} height={80} loading="lazy" />
                      <span>
                        <input id={`library-image-${choice.id}`} type="checkbox" name="library_images" value={choice.id} /> {choice.title}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <ProductAttributeFields rows={attributeRows} globals={globals} errors={errors} variable={kind.type === 'variable'} />
        </div>
        <div className="product-form__side">
          <fieldset className="admin-fieldset">
            <legend>Publish</legend>
            <SelectField id="product-status" name="status" label="Status" defaultValue={values.status} options={STATUS_OPTIONS} error={errors.status} />
            <button type="submit" className="button" name="intent" value="save">
              {isNew ? 'Publish product' : 'Update product'}
            </button>
          </fieldset>
          <fieldset className="admin-fieldset" data-for-types="simple external">
            <legend>Price</legend>
            <TextField id="product-regular-price" name="regular_price" label="Regular price" inputMode="decimal" required defaultValue={values.regular_price} maxLength={13} error={errors.regular_price} />
            <TextField id="product-sale-price" name="sale_price" label="Sale price" inputMode="decimal" defaultValue={values.sale_price} maxLength={13} error={errors.sale_price} hint="Optional; lower than the regular price." />
            <SaleDateFields
              idPrefix="product"
              names={{ from: 'date_on_sale_from', to: 'date_on_sale_to' }}
              values={{ from: values.date_on_sale_from ?? '', to: values.date_on_sale_to ?? '' }}
              errors={{ from: errors.date_on_sale_from, to: errors.date_on_sale_to }}
            />
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>Inventory</legend>
            <TextField id="product-sku" name="sku" label="SKU" defaultValue={values.sku} maxLength={64} error={errors.sku} />
            <div data-for-types="simple external">
            <TextField id="product-stock" name="stock" label="Stock quantity" inputMode="numeric" defaultValue={values.stock} maxLength={7} error={errors.stock} hint="Leave blank to not track stock." />
            <SelectField id="product-stock-status" name="stock_status" label="Stock status" defaultValue={values.stock_status} options={stockOptions} error={errors.stock_status} hint="Set from the quantity when stock is tracked." />
            </div>
          </fieldset>
          {tax ? <ProductTaxFields tax={tax} errors={errors} /> : null}
          <ProductShippingFields values={shipping} errors={errors} units={units} shippingClass={shippingClass} />
          <fieldset className="admin-fieldset" aria-describedby={errors.categories ? 'product-categories-error' : undefined}>
            <legend>Categories</legend>
            {categories.length === 0 ? <p className="muted">No categories yet.</p> : null}
            {categories.map((category) => (
              <CheckboxField key={category.id} id={`category-${category.id}`} name="categories" value={String(category.id)} label={category.name} defaultChecked={chosen.has(String(category.id))} />
            ))}
            {errors.categories ? (
              <p className="form-row__error" id="product-categories-error">
                {errors.categories}
              </p>
            ) : null}
          </fieldset>
        </div>
      </div>
    </Form>
  );
}
