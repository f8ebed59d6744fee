import { data, Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/settings.ts';
import { services } from '../../context.ts';
import { getStoreSettings, nextNoticeId, saveStoreSettings, type StoreSettings } from '../../../core/settings/settings.ts';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField } from '../../components/admin/Field.tsx';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '../../../core/catalog/shipping-units.ts';
import { DIMENSION_UNIT_OPTIONS, WEIGHT_UNIT_OPTIONS } from '../../components/admin/shipping-unit-options.ts';
import { readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

const settingsFormSchema = z.object({
  notice_text: z.string().trim().max(500, 'Keep the notice under 500 characters.'),
  notice_enabled: z.boolean(),
  redirect_after_add: z.boolean(),
  coming_soon: z.boolean(),
  weight_unit: z.enum(WEIGHT_UNITS, 'Choose a weight unit from the list.'),
  dimension_unit: z.enum(DIMENSION_UNITS, 'Choose a dimensions unit from the list.'),
  reviews_enabled: z.boolean(),
  reviews_ratings_required: z.boolean(),
  reviews_verified_only: z.boolean(),
  reviews_need_approval: z.boolean(),
  reviews_verified_label: z.boolean(),
});

/** The review options as the form's checkboxes. */
function reviewValues(reviews: StoreSettings['reviews']) {
  return {
    reviews_enabled: reviews.enabled,
    reviews_ratings_required: reviews.ratingsRequired,
    reviews_verified_only: reviews.verifiedOnly,
    reviews_need_approval: reviews.needApproval,
    reviews_verified_label: reviews.showVerifiedLabel,
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  // Read from the database, not the per-process cache, so the form always shows what is saved.
  const { db, config } = services(context);
  const settings = await getStoreSettings(db);
  return {
    multilingual: config.store.locales.others.length > 0,
    values: {
      notice_text: settings.storeNotice.text,
      notice_enabled: settings.storeNotice.enabled,
      redirect_after_add: settings.redirectAfterAdd,
      coming_soon: settings.comingSoon,
      weight_unit: settings.weightUnit as string,
      dimension_unit: settings.dimensionUnit as string,
      ...reviewValues(settings.reviews),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = services(context);
  const form = await readAdminForm(request, context);
  const current = await getStoreSettings(db);
  // A form from before the units were offered (an open tab, a script) leaves them as they are.
  const unitOr = (name: string, stored: string) => (form.has(name) ? String(form.get(name) ?? '').slice(0, 10) : stored);
  const values = {
    notice_text: String(form.get('notice_text') ?? '').slice(0, 2000),
    notice_enabled: form.get('notice_enabled') === '1',
    redirect_after_add: form.get('redirect_after_add') === '1',
    coming_soon: form.get('coming_soon') === '1',
    weight_unit: unitOr('weight_unit', current.weightUnit),
    dimension_unit: unitOr('dimension_unit', current.dimensionUnit),
    // A form from before the review options were offered leaves them as they are.
    ...(form.has('reviews_form') ? {
      reviews_enabled: form.get('reviews_enabled') === '1',
      reviews_ratings_required: form.get('reviews_ratings_required') === '1',
      reviews_verified_only: form.get('reviews_verified_only') === '1',
      reviews_need_approval: form.get('reviews_need_approval') === '1',
      reviews_verified_label: form.get('reviews_verified_label') === '1',
    } : reviewValues(current.reviews)),
  };
  const parsed = settingsFormSchema.safeParse(values);
  if (!parsed.success) {
    return data({ errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])), values }, { status: 400 });
  }
  if (parsed.data.notice_enabled && !parsed.data.notice_text) {
    return data({ errors: { notice_text: 'Write the notice text, or switch the notice off.' }, values }, { status: 400 });
  }
  const textChanged = parsed.data.notice_text !== current.storeNotice.text;
  const next: StoreSettings = {
    storeNotice: {
      enabled: parsed.data.notice_enabled,
      text: parsed.data.notice_text,
      id: textChanged ? nextNoticeId(current.storeNotice.id) : current.storeNotice.id,
    },
    redirectAfterAdd: parsed.data.redirect_after_add,
    comingSoon: parsed.data.coming_soon,
    weightUnit: parsed.data.weight_unit,
    dimensionUnit: parsed.data.dimension_unit,
    reviews: {
      enabled: parsed.data.reviews_enabled,
      ratingsRequired: parsed.data.reviews_ratings_required,
      verifiedOnly: parsed.data.reviews_verified_only,
      needApproval: parsed.data.reviews_need_approval,
      showVerifiedLabel: parsed.data.reviews_verified_label,
    },
  };
  await saveStoreSettings(db, next);
  await session.addNotice({ type: 'success', message: 'Settings saved.' });
  return redirect('/admin/settings/', 303);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> | undefined = actionData?.errors;
  return (
    <>
      <title>Settings · Shop admin</title>
      <h1>Settings</h1>
      <p>
        <Link to="/admin/settings/shipping/">Shipping</Link>: the zones you ship to, the methods and costs offered in each, and shipping classes.
      </p>
      <p>
        <Link to="/admin/settings/tax/">Tax</Link>: whether prices include tax, what tax is calculated from, how it shows, your tax classes and their rates by country.
      </p>
      <p>
        <Link to="/admin/settings/consent/">Cookie banner settings</Link>: the consent banner’s type, texts and cookie categories.
      </p>
      <p>
        <Link to="/admin/settings/theme/">Theme settings</Link>: the sticky header, the menu and its panel, scrolling effects, with a live preview.
      </p>
      <p>
        <Link to="/admin/settings/fonts/">Fonts</Link>: upload your own fonts (WOFF2 or WOFF), served by the shop itself, for the theme’s text and headings.
      </p>
      <p>
        <Link to="/admin/settings/integrations/">Integrations</Link>: the Meta pixel, Clarity, the Google tag, the TikTok pixel and your own widgets, each waiting for the visitor’s consent.
      </p>
      {loaderData.multilingual ? (
        <p>
          <Link to="/admin/settings/translations/">Translations</Link>: your own texts (home page, tagline, menu links, this notice, the cookie banner) in the shop’s other languages.
        </p>
      ) : null}
      <Form method="post" className="admin-form settings-form" noValidate>
        <NonceField nonce={nonce} />
        <FormErrorSummary errors={errors} />
        <fieldset className="admin-fieldset">
          <legend>Store notice</legend>
          <CheckboxField id="notice-enabled" name="notice_enabled" value="1" label="Show the store notice" defaultChecked={values.notice_enabled} hint="A banner at the top of every page; visitors can dismiss it." />
          <TextAreaField id="notice-text" name="notice_text" label="Notice text" rows={3} maxLength={500} defaultValue={values.notice_text} error={errors?.notice_text} hint="Changing the text shows the notice again to visitors who dismissed the old one." />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Cart</legend>
          <CheckboxField id="redirect-after-add" name="redirect_after_add" value="1" label="Go to the cart after adding a product" defaultChecked={values.redirect_after_add} />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Products</legend>
          <SelectField id="weight-unit" name="weight_unit" label="Weight unit" defaultValue={values.weight_unit} options={WEIGHT_UNIT_OPTIONS} error={errors?.weight_unit} hint="The unit of every product’s weight. Changing it converts nothing: the numbers stay as written." />
          <SelectField id="dimension-unit" name="dimension_unit" label="Dimensions unit" defaultValue={values.dimension_unit} options={DIMENSION_UNIT_OPTIONS} error={errors?.dimension_unit} hint="The unit of every product’s length, width and height." />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Reviews</legend>
          <input type="hidden" name="reviews_form" value="1" />
          <CheckboxField id="reviews-enabled" name="reviews_enabled" value="1" label="Enable product reviews" defaultChecked={values.reviews_enabled} hint="Shoppers can read and write reviews on each product’s page." />
          <CheckboxField id="reviews-ratings-required" name="reviews_ratings_required" value="1" label="Star ratings are required" defaultChecked={values.reviews_ratings_required} />
          <CheckboxField id="reviews-verified-only" name="reviews_verified_only" value="1" label="Only customers who bought the product can review it" defaultChecked={values.reviews_verified_only} hint="A customer is known by their account, or a guest by their order’s e-mail address; the order must be processing or completed." />
          <CheckboxField id="reviews-need-approval" name="reviews_need_approval" value="1" label="Reviews wait for your approval" defaultChecked={values.reviews_need_approval} hint="New reviews are shown only once you approve them under Reviews." />
          <CheckboxField id="reviews-verified-label" name="reviews_verified_label" value="1" label="Show “verified owner” beside reviews by buyers" defaultChecked={values.reviews_verified_label} />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Visibility</legend>
          <CheckboxField id="coming-soon" name="coming_soon" value="1" label="Coming soon mode" defaultChecked={values.coming_soon} hint="Visitors see a “coming soon” page while the shop is being prepared; signed-in administrators see the shop, with a reminder at the foot of each page." />
        </fieldset>
        <button type="submit" className="button">
          Save changes
        </button>
      </Form>
    </>
  );
}
