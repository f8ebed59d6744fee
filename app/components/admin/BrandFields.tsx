import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, FONT_STACK_KEYS, FONT_STACKS, LOGO_HEIGHT_RANGE } from '../../../core/contract/theme/brand.ts';
import type { BrandFormValues } from '../../../core/settings/theme-form-brand.ts';
import { SelectField, TextField } from './Field.tsx';

type Errors = Record<string, string> | undefined;

const idOf = (name: string) => `theme-${name.replace(/[^a-z0-9-]+/gi, '-')}`;
const FONT_CHOICES = FONT_STACK_KEYS.map((key) => ({ value: key, label: FONT_STACKS[key].label }));

/** Theme settings → Branding: the logo, the colours by role (checked for contrast on save), the fonts. */
export function BrandFields({ values, errors }: { values: BrandFormValues; errors: Errors }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Branding</legend>
      <TextField
        id={idOf('brand.logo.url')}
        name="brand.logo.url"
        label="Logo"
        defaultValue={values.logoUrl}
        error={errors?.['brand.logo.url']}
        hint="An image from the media library, such as /uploads/2026/11/logo.png, or an https address. Shown in the header and the e-mails instead of the shop’s name; empty: the name."
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
      <fieldset className="admin-fieldset admin-fieldset--plain brand-colours">
        <legend>Colours</legend>
        <p className="form-row__hint">Each text colour must stand out from its background by WCAG AA’s 4.5:1, so every shopper can read it.</p>
        {BRAND_COLOUR_KEYS.map((role) => (
          <TextField key={role} id={idOf(`brand.colours.${role}`)} name={`brand.colours.${role}`} type="color" label={BRAND_COLOUR_ROLES[role].label} defaultValue={values.colours[role]} error={errors?.[`brand.colours.${role}`]} className="form-row--colour" />
        ))}
      </fieldset>
      <SelectField id={idOf('brand.fonts.body')} name="brand.fonts.body" label="Text font" options={FONT_CHOICES} defaultValue={values.fontBody} error={errors?.['brand.fonts.body']} hint="Fonts already on the shopper’s device: nothing is fetched from a font service." />
      <SelectField id={idOf('brand.fonts.headings')} name="brand.fonts.headings" label="Headings font" options={FONT_CHOICES} defaultValue={values.fontHeadings} error={errors?.['brand.fonts.headings']} />
    </fieldset>
  );
}
