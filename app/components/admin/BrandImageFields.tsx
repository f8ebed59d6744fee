import type { InputHTMLAttributes } from 'react';
import { LOGO_HEIGHT_RANGE } from '../../../core/contract/theme/brand.ts';
import { SITE_ICON_NAME, siteIconFiles } from '../../../core/contract/theme/site-icon.ts';
import type { BrandFormValues } from '../../../core/settings/theme-form-brand.ts';
import { CheckboxField, FieldFrame, TextField } from './Field.tsx';

type Errors = Record<string, string> | undefined;

const idOf = (name: string) => `theme-${name.replace(/[^a-z0-9-]+/gi, '-')}`;
/** What the media library takes (core/media/media-types.ts): pictures without scripts, so no SVG. */
const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
const ICON_TYPES = 'image/png,image/jpeg,image/webp';

/** A file input with its label, hint and error, as the other fields have them. */
function FileField({ id, label, hint, error, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { id: string; label: string; hint: string; error: string | undefined }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => <input id={id} type="file" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldFrame>
  );
}

/** Branding → Logo: a file for the media library, or an address; its words and height; "Remove logo". */
export function LogoFields({ values, errors }: { values: BrandFormValues; errors: Errors }) {
  return (
    <fieldset className="admin-fieldset admin-fieldset--plain">
      <legend>Logo</legend>
      <FileField
        id={idOf('brand.logo.file')}
        name="brand.logo.file"
        label="Upload a logo"
        accept={LOGO_TYPES}
        error={errors?.['brand.logo.file']}
        hint="A PNG, JPEG, WebP, GIF or AVIF image up to 10 MB; it goes into the media library. Not SVG: the library takes no file that could run scripts. Shown in the header and the e-mails instead of the shop’s name."
      />
      <TextField
        id={idOf('brand.logo.url')}
        name="brand.logo.url"
        label="Or the logo’s address"
        defaultValue={values.logoUrl}
        error={errors?.['brand.logo.url']}
        hint="An image from the media library, such as /uploads/logo-3f9a2c.png, or an https address. A library picture’s size is known, so the header keeps its place while it loads; an outside picture’s is not. Empty: the shop’s name."
      />
      <TextField id={idOf('brand.logo.alt')} name="brand.logo.alt" label="Logo text" defaultValue={values.logoAlt} error={errors?.['brand.logo.alt']} hint="What the logo says, for people who cannot see it: usually the shop’s name." />
      <TextField
        id={idOf('brand.logo.height')}
        name="brand.logo.height"
        label="Logo height (pixels)"
        inputMode="numeric"
        defaultValue={values.logoHeight}
        error={errors?.['brand.logo.height']}
        hint={`From ${LOGO_HEIGHT_RANGE.min} to ${LOGO_HEIGHT_RANGE.max}; its width follows the image.`}
      />
      {values.logoUrl !== '' ? (
        <CheckboxField id={idOf('brand.logo.remove')} name="brand.logo.remove" value="1" label="Remove logo" defaultChecked={values.logoRemove} hint="The header and the e-mails show the shop’s name again; the picture stays in the media library." />
      ) : null}
    </fieldset>
  );
}

/** Branding → Site icon: the icon in use, one upload for all its sizes, "Remove icon". */
export function SiteIconFields({ values, errors, uploadsUrl }: { values: BrandFormValues; errors: Errors; uploadsUrl: string }) {
  const current = SITE_ICON_NAME.test(values.icon) ? `${uploadsUrl}/${siteIconFiles(values.icon).png192}` : null;
  return (
    <fieldset className="admin-fieldset admin-fieldset--plain site-icon-fields">
      <legend>Site icon</legend>
      <input type="hidden" name="brand.icon.current" value={values.icon} />
      <p className="site-icon-fields__current">
        {current ? <img src={current} alt="The site icon in use" width={64} height={64} /> : 'None yet: browsers show the shop’s own icon.'}
      </p>
      <FileField
        id={idOf('brand.icon.file')}
        name="brand.icon.file"
        label="Upload a site icon"
        accept={ICON_TYPES}
        error={errors?.['brand.icon.file']}
        hint="A square PNG, JPEG or WebP image of at least 512 × 512 pixels (another shape is cropped to its centre), up to 10 MB. Shown in browser tabs, bookmarks and on phones’ home screens."
      />
      {current ? <CheckboxField id={idOf('brand.icon.remove')} name="brand.icon.remove" value="1" label="Remove icon" defaultChecked={values.iconRemove} hint="Browsers show the shop’s own icon again." /> : null}
    </fieldset>
  );
}
