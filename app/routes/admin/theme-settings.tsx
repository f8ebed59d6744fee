import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/theme-settings.ts';
import { services } from '../../context.ts';
import { STICKY_TOKENS } from '../../../core/contract/theme/options.ts';
import { BACKGROUND_SLIDES_MAX, OFFCANVAS_WIDTH_RANGE } from '../../../core/theme/options-schema.ts';
import { EMBED_CONSENT_CHOICES, MEDIA_NUMBER_FIELDS } from '../../../core/settings/theme-form-media.ts';
import { parseThemeForm, readThemeForm, STICKY_TOKEN_LABELS, themeFormValues } from '../../../core/settings/theme-form.ts';
import { themeOverrideStore, themeOverridesFor } from '../../../core/settings/theme-overrides.ts';
import { ThemeForm } from '../../components/admin/ThemeForm.tsx';
import { ThemePreview } from '../../components/admin/ThemePreview.tsx';
import { storeBrandUploads, withLogoSize } from '../../../core/settings/brand-uploads.ts';
import { removeReplacedSiteIcon } from '../../../core/media/site-icon.ts';
import { adminUser, readAdminForm } from './guard.ts';
import { brandUploadsOf } from './brand-uploads-of.ts';
import { savedThemeForm } from './saved-theme.ts';
import { PREVIEW_PAGES, THEME_PREVIEW_URL, THEME_SETTINGS_PAGE } from './theme-options.ts';
import { useAdminNonce } from './use-nonce.ts';
import { ResetToFileForm } from '../../components/admin/ResetToFileForm.tsx';

const FORM_ID = 'theme-settings';
const PREVIEW_FRAME = 'theme-preview';

export async function loader({ context }: Route.LoaderArgs) {
  const { saved, overridden, choices } = await savedThemeForm(services(context));
  return {
    values: themeFormValues(saved, choices),
    overridden,
    pages: PREVIEW_PAGES.map((page) => ({ ...page })),
    // Sent with the data: the schema's module stays out of this page's browser chunk.
    sticky: STICKY_TOKENS.map((token) => ({ token, label: STICKY_TOKEN_LABELS[token] })),
    widthRange: { ...OFFCANVAS_WIDTH_RANGE },
    media: {
      numbers: Object.fromEntries(Object.entries(MEDIA_NUMBER_FIELDS).map(([name, { range }]) => [name, { ...range }])),
      consentCategories: [...EMBED_CONSENT_CHOICES],
      slidesMax: BACKGROUND_SLIDES_MAX,
    },
    uploadsUrl: services(context).uploadsUrl,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = services(context);
  const form = await readAdminForm(request, context);
  if (form.get('intent') === 'reset') {
    const before = (await savedThemeForm(shop)).saved.brand.icon;
    await themeOverrideStore.reset(shop.db);
    await removeReplacedSiteIcon(shop.uploadsDir, before, shop.fileConfig.theme.brand.icon);
    await shop.session.addNotice({ type: 'success', message: 'The theme follows the configuration file again.' });
    return redirect(THEME_SETTINGS_PAGE, 303);
  }
  const { saved, choices } = await savedThemeForm(shop);
  const read = readThemeForm(form, saved, choices);
  // The logo and icon files first: a message about another field then keeps them (core/settings/brand-uploads.ts).
  const uploaded = await storeBrandUploads(shop.db, shop, await brandUploadsOf(form), read.brand, adminUser(context).id);
  const parsed = parseThemeForm({ ...read, brand: uploaded.values }, saved, choices);
  if (!parsed.ok || Object.keys(uploaded.errors).length > 0) {
    return data({ errors: { ...(parsed.ok ? {} : parsed.errors), ...uploaded.errors }, values: { ...read, brand: uploaded.values } }, { status: 400 });
  }
  await themeOverrideStore.save(shop.db, themeOverridesFor(shop.fileConfig.theme, await withLogoSize(shop.db, shop.uploadsUrl, parsed.value, saved)));
  await removeReplacedSiteIcon(shop.uploadsDir, saved.brand.icon, parsed.value.brand.icon);
  await shop.session.addNotice({ type: 'success', message: 'Theme settings saved.' });
  return redirect(THEME_SETTINGS_PAGE, 303);
}

export default function AdminThemeSettings({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <title>Theme · Shop admin</title>
      <h1>Theme</h1>
      <p>
        <Link to="/admin/settings/">← Settings</Link>
      </p>
      <p>
        The configuration file sets the theme’s defaults; what you save here applies on top of them, on every page.{' '}
        {loaderData.overridden ? 'Saved settings are in use.' : 'Nothing is saved here yet: the theme is as the file sets it.'}
      </p>
      <div className="theme-settings">
        <ThemeForm id={FORM_ID} nonce={nonce} values={values} errors={actionData?.errors} previewUrl={THEME_PREVIEW_URL} previewFrame={PREVIEW_FRAME} pages={loaderData.pages} sticky={loaderData.sticky} widthRange={loaderData.widthRange} media={loaderData.media} uploadsUrl={loaderData.uploadsUrl} />
        <ThemePreview formId={FORM_ID} frameName={PREVIEW_FRAME} src={`${THEME_PREVIEW_URL}&page=home`} />
      </div>
      <ResetToFileForm nonce={nonce} subject="the theme" disabled={!loaderData.overridden} reloadDocument />
    </>
  );
}
