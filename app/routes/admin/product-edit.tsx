import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/product-edit.ts';
import { services } from '../../context.ts';
import { deleteProduct, findProductConflicts, getEditableProduct, saveProduct, type ImageChange, type NewImage } from '../../../core/catalog/product-editor.ts';
import { parseProductForm, PRODUCT_FIELDS, productFormValues, type ProductFormValues } from '../../../core/catalog/product-form.ts';
import { STOCK_STATUS_LABELS, STOCK_STATUSES } from '../../../core/catalog/stock-status.ts';
import { MAX_NEW_PRODUCT_IMAGES } from '../../../core/catalog/image-limits.ts';
import { imageView } from '../../../core/catalog/products.ts';
import { textFields } from '../../../core/shared/validation.ts';
import { ImageError, storeImage } from '../../../core/media/images.ts';
import { listMedia } from '../../../core/media/library.ts';
import { libraryPicture } from '../../../core/media/library-pictures.ts';
import { mediaThumbnail } from '../../../core/media/media-view.ts';
import { ProductForm } from '../../components/admin/ProductForm.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { idParam, readAdminForm } from './guard.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { readTranslationSections, translationSections } from './translation-sections.ts';
import { useAdminNonce } from './use-nonce.ts';
import { hasOwnPrice, parseProductKind, type ProductKind } from '../../../core/catalog/product-kind.ts';
import { attributeErrorsByField, attributeInputsFrom, type AttributeRowValues } from '../../../core/catalog/product-attribute-form.ts';
import type { ProductAttributeInput } from '../../../core/catalog/product-attributes.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import type { KindFormValues } from '../../components/admin/product-options-types.ts';
import { VariationsPanel } from '../../components/admin/VariationsPanel.tsx';
import { globalAttributeChoices, groupableProducts, kindFormValues, readAttributeRows, readKindForm, savedAttributeRows, shippingClassOptions, taxClassOptions, termsById, variationsPanel } from './product-options.ts';
import { readProductTax } from '../../../core/catalog/product-tax.ts';
import { variationAction, type VariationFailure } from './product-variations.ts';
import { parseShipping, SHIPPING_FIELDS, shippingTextOf, type ShippingText } from '../../../core/catalog/product-shipping.ts';
import { shippingUnitsOf } from '../../../core/catalog/shipping-units.ts';
import { exampleAmount } from '../../../core/shared/money.ts';

/** The newest library images offered to a product. */
const LIBRARY_CHOICES = 60;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, uploadsUrl, config, settings } = services(context);
  const isNew = params.id === undefined;
  const editable = isNew ? null : await getEditableProduct(db, idParam(params.id));
  if (!isNew && !editable) throw data('Not found', { status: 404 });
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('menu_order').orderBy('name').execute();
  const { items: media } = await listMedia(db, { page: 1, perPage: LIBRARY_CHOICES });
  const productId = editable?.product.id ?? null;
  const [kind, attributeRows, globals, groupable, variations, shippingClasses, taxClasses] = await Promise.all([
    kindFormValues(db, editable?.product ?? null),
    savedAttributeRows(db, productId),
    globalAttributeChoices(db),
    groupableProducts(db, productId),
    variationsPanel(db, productId, config.store.currency, uploadsUrl),
    shippingClassOptions(db),
    taxClassOptions(db),
  ]);
  return {
    kind,
    attributeRows,
    globals,
    groupable,
    variations,
    isNew,
    id: editable?.product.id ?? null,
    slug: editable?.product.slug ?? null,
    status: editable?.product.status ?? null,
    // Changes on every save, so the form starts afresh from what was saved (and forgets chosen files).
    revision: editable?.product.updated_at ?? 'new',
    values: productFormValues(editable, config.store.currency),
    shipping: shippingTextOf(editable?.product),
    shippingClass: { value: String(editable?.product.shipping_class_id ?? ''), options: shippingClasses },
    tax: { status: editable?.product.tax_status ?? 'taxable', taxClass: editable?.product.tax_class ?? '', classes: taxClasses },
    units: shippingUnitsOf(settings),
    priceExample: exampleAmount(config.store.currency),
    translations: await translationSections(db, config, 'product', editable?.product.id ?? null),
    categories,
    stockOptions: STOCK_STATUSES.map((value) => ({ value, label: STOCK_STATUS_LABELS[value] })),
    images: (editable?.images ?? []).map((image) => {
      const view = imageView(image, uploadsUrl);
      return { id: image.id, alt: image.alt, position: image.position, src: view.srcSet.split(' ')[0] ?? view.src };
    }),
    library: media.filter((item) => item.state === 'complete').map((item) => ({ id: item.id, title: item.title, src: mediaThumbnail(item, uploadsUrl).src })),
  };
}

type Failure = { errors: Record<string, string>; values: ProductFormValues; translations: TranslationFormValues; kind: KindFormValues | null; attributeRows: AttributeRowValues[] | null; shipping: ShippingText; shippingClass: string | null; tax: { status: string; taxClass: string } | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, uploadsDir, config, settings } = services(context);
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  if (id !== null && !(await getEditableProduct(db, id))) throw data('Not found', { status: 404 });

  if (id !== null && form.get('intent') === 'delete') {
    const product = await getEditableProduct(db, id);
    await deleteProduct(db, id);
    await session.addNotice({ type: 'success', message: `“${product?.product.name ?? 'The product'}” was deleted.` });
    return redirect('/admin/products/', 303);
  }
  if (id !== null) {
    const handled = await variationAction(db, session, id, form, config.store.currency, shippingUnitsOf(settings));
    if (handled) return handled;
  }

  const values: ProductFormValues = {
    ...textFields(form, PRODUCT_FIELDS),
    categories: form.getAll('categories').filter((value): value is string => typeof value === 'string').slice(0, 200),
  };
  const translated = readTranslationSections(form, config, 'product');
  const kindValues = readKindForm(form);
  const attributeRows = readAttributeRows(form);
  const shippingText = textFields(form, SHIPPING_FIELDS);
  // A form without the shipping fields leaves the product's weight and dimensions as they are.
  const shipping = parseShipping(Object.fromEntries(SHIPPING_FIELDS.filter((field) => form.has(field)).map((field) => [field, shippingText[field]])), shippingUnitsOf(settings));
  // The shipping class's id; '' is none. A form without it leaves the product's as it is.
  const shippingClassText = form.has('shipping_class_id') ? String(form.get('shipping_class_id') ?? '').trim() : undefined;
  const shippingClass = shippingClassText === undefined ? { ok: true as const } : readShippingClassId(shippingClassText);
  // Tax status and class; a form without them leaves the product's as they are.
  const taxText = form.has('tax_status') || form.has('tax_class') ? { status: String(form.get('tax_status') ?? '').trim().slice(0, 20), taxClass: String(form.get('tax_class') ?? '').trim().slice(0, 200) } : null;
  const tax = taxText ? readProductTax(taxText) : { ok: true as const, value: {} };
  const fail = (errors: Record<string, string>) =>
    data<Failure>({ errors, values, translations: translated.values, kind: kindValues, attributeRows, shipping: shippingText, shippingClass: shippingClassText ?? null, tax: taxText }, { status: 400 });
  // A variable or grouped product's price is its variations' or children's: its own price fields are not read.
  const ownPrice = !kindValues || hasOwnPrice(kindValues.type);
  const parsed = parseProductForm(ownPrice ? values : { ...values, regular_price: '', sale_price: '', stock: '', date_on_sale_from: '', date_on_sale_to: '' }, { currency: config.store.currency, priceRequired: ownPrice });
  const options = readOptions(kindValues, attributeRows, termsById(await globalAttributeChoices(db)));
  if (!parsed.ok || !translated.parsed.ok || !options.ok || !shipping.ok || !shippingClass.ok || !tax.ok) {
    return fail({
      ...(parsed.ok ? {} : parsed.errors),
      ...(translated.parsed.ok ? {} : translated.parsed.errors),
      ...(options.ok ? {} : options.errors),
      ...(shipping.ok ? {} : shipping.errors),
      ...(shippingClass.ok ? {} : { shipping_class_id: shippingClass.error }),
      ...(tax.ok ? {} : tax.errors),
    });
  }
  const conflicts = await findProductConflicts(db, id, parsed.value);
  if (Object.keys(conflicts).length > 0) return fail(conflicts);

  const imageChanges = readImageChanges(form);
  const files = form.getAll('images').filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (files.length > MAX_NEW_PRODUCT_IMAGES) return fail({ images: `Add at most ${MAX_NEW_PRODUCT_IMAGES} images at a time.` });
  const altText = String(form.get('new_image_alt') ?? '').trim().slice(0, 300) || parsed.value.name;
  const newImages: NewImage[] = [];
  for (const file of files) {
    try {
      const stored = await storeImage(Buffer.from(await file.arrayBuffer()), { uploadsDir, stem: parsed.value.slug || parsed.value.name });
      newImages.push({ ...stored, alt: altText });
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      return fail({ images: `${file.name.slice(0, 80)}: ${error.message} (choose the images again).` });
    }
  }

  // Library images share the library's files: the product row points at the same sizes.
  const chosen = [...new Set(form.getAll('library_images').map(String).filter((value) => /^\d{1,9}$/.test(value)))].slice(0, LIBRARY_CHOICES);
  for (const mediaId of chosen) {
    const found = await libraryPicture(db, Number(mediaId));
    if (!found.ok) return fail({ library_images: 'One of the chosen library images is gone or not ready yet; choose again.' });
    const { file, width, height, sizes, alt } = found.picture;
    newImages.push({ file, width, height, sizes, alt: alt || parsed.value.name });
  }

  const saved = await saveProduct(db, id, parsed.value, {
    newImages,
    imageChanges,
    translations: translated.parsed.value,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.attributes ? { attributes: options.attributes } : {}),
    shipping: shipping.value,
    ...('id' in shippingClass ? { shippingClassId: shippingClass.id } : {}),
    ...(tax.ok ? tax.value : {}),
  });
  if (!saved.ok) return fail(attributeRows && options.keys ? attributeErrorsByField(saved.errors, attributeRows, options.keys) : saved.errors);
  await session.addNotice({ type: 'success', message: id === null ? 'Product created.' : 'Product updated.' });
  return redirect(`/admin/products/${saved.value.id}/`, 303);
}

/** The type and attributes a form asks for (each null when the form does not edit it), or their mistakes by field. */
function readOptions(
  kindValues: KindFormValues | null,
  rows: AttributeRowValues[] | null,
  terms: ReadonlyMap<number, readonly string[]>,
): { ok: true; kind: ProductKind | null; attributes: ProductAttributeInput[] | null; keys: string[] | null } | { ok: false; errors: FieldErrors } {
  const kind = kindValues
    ? parseProductKind({
        type: kindValues.type,
        externalUrl: kindValues.external_url,
        buttonText: kindValues.button_text,
        groupedIds: kindValues.grouped_products.filter((value) => /^\d{1,9}$/.test(value)).map(Number),
      })
    : null;
  const attributes = rows ? attributeInputsFrom(rows, terms) : null;
  const errors = { ...(kind && !kind.ok ? kind.errors : {}), ...(attributes && !attributes.ok ? attributes.errors : {}) };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    kind: kind?.ok ? kind.value : null,
    attributes: attributes?.ok ? attributes.inputs : null,
    keys: attributes?.ok ? attributes.keys : null,
  };
}

/** The shipping class a form chose: a class's id, or null for none. */
function readShippingClassId(text: string): { ok: true; id: number | null } | { ok: false; error: string } {
  if (text === '') return { ok: true, id: null };
  return /^\d{1,9}$/.test(text) ? { ok: true, id: Number(text) } : { ok: false, error: 'Choose a shipping class from the list.' };
}

/** Alt text, order and removal of the images already on the product. */
function readImageChanges(form: FormData): ImageChange[] {
  const removed = new Set(form.getAll('image_remove').map(String));
  return form
    .getAll('image_ids')
    .map(String)
    .filter((value) => /^\d{1,9}$/.test(value))
    .slice(0, 100)
    .map((value) => {
      const position = String(form.get(`image_position_${value}`) ?? '');
      return {
        id: Number(value),
        alt: String(form.get(`image_alt_${value}`) ?? '').trim().slice(0, 300),
        position: /^\d{1,3}$/.test(position) ? Number(position) : 0,
        remove: removed.has(value),
      };
    });
}

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id, slug, status, categories, images, library, stockOptions, revision, globals, groupable, variations } = loaderData;
  const failure = actionData && 'values' in actionData ? actionData : undefined;
  const variationFailure = actionData && 'variationErrors' in actionData ? (actionData as VariationFailure) : undefined;
  const values = failure?.values ?? loaderData.values;
  const kind = failure?.kind ?? loaderData.kind;
  const attributeRows = failure?.attributeRows ?? loaderData.attributeRows;
  const shipping = failure?.shipping ?? loaderData.shipping;
  const shippingClass = { ...loaderData.shippingClass, value: failure?.shippingClass ?? loaderData.shippingClass.value };
  const tax = { ...loaderData.tax, ...(failure?.tax ?? {}) };
  const translations = loaderData.translations ? { ...loaderData.translations, values: failure?.translations ?? loaderData.translations.values } : undefined;
  const title = isNew ? 'Add product' : `Edit “${loaderData.values.name}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <div className="admin-heading">
        <h1>{title}</h1>
        {slug && status === 'publish' ? (
          <Link to={`/product/${slug}/`} reloadDocument className="button alt">
            View product
          </Link>
        ) : null}
      </div>
      <p>
        <Link to="/admin/products/">← All products</Link>
      </p>
      <ProductForm key={`${id ?? 'new'}:${revision}`} nonce={nonce} values={values} errors={failure?.errors}
        categories={categories}
        images={images}
        library={library}
        isNew={isNew}
        stockOptions={stockOptions}
        translations={translations}
        kind={kind}
        groupable={groupable}
        attributeRows={attributeRows}
        globals={globals}
        shipping={shipping}
        units={loaderData.units}
        shippingClass={shippingClass}
        tax={tax}
      />
      {variations ? (
        <VariationsPanel key={`${revision}:${variations.revision ?? ''}`} nonce={nonce} panel={variations} typed={variationFailure?.typed} errors={variationFailure?.variationErrors} units={loaderData.units} priceExample={loaderData.priceExample} productImages={images} library={library} />
      ) : null}
      {id !== null ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>Delete product</h2>
          <p>Deleting removes the product from the shop for good; past orders keep their lines. To hide it for now, set its status to Draft instead.</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete product
          </button>
        </Form>
      ) : null}
    </>
  );
}
