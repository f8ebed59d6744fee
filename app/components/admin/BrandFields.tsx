import { BRAND_COLOUR_KEYS, BRAND_COLOUR_ROLES, FONT_STACK_KEYS, FONT_STACKS } from '../../../core/contract/theme/brand.ts';
import type { BrandFormValues } from '../../../core/settings/theme-form-brand.ts';
import { fontFamilyValue } from '../../../core/contract/theme/font-family.ts';
import { SelectField, TextField } from './Field.tsx';
import { LogoFields, SiteIconFields } from './BrandImageFields.tsx';

type Errors = Record<string, string> | undefined;

const idOf = (name: string) => `theme-${name.replace(/[^a-z0-9-]+/gi, '-')}`;
const SYSTEM_FONT_CHOICES = FONT_STACK_KEYS.map((key) => ({ value: key, label: FONT_STACKS[key].label }));
/** The system stacks, then the font library's families (their value `family:<name>`). */
const fontChoices = (families: readonly string[]) => [...SYSTEM_FONT_CHOICES, ...families.map((name) => ({ value: fontFamilyValue(name), label: `${name} (uploaded)` }))];

/** Theme settings → Branding: the logo and site icon (./BrandImageFields.tsx), the colours by role (checked for contrast), the fonts. */
export function BrandFields({ values, errors, uploadsUrl }: { values: BrandFormValues; errors: Errors; uploadsUrl: string }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Branding</legend>
      <LogoFields values={values} errors={errors} />
      <SiteIconFields values={values} errors={errors} uploadsUrl={uploadsUrl} />
      <fieldset className="admin-fieldset admin-fieldset--plain brand-colours">
        <legend>Colours</legend>
        <p className="form-row__hint">Each text colour must stand out from its background by WCAG AA’s 4.5:1, so every shopper can read it.</p>
        {BRAND_COLOUR_KEYS.map((role) => (
          <TextField key={role} id={idOf(`brand.colours.${role}`)} name={`brand.colours.${role}`} type="color" label={BRAND_COLOUR_ROLES[role].label} defaultValue={values.colours[role]} error={errors?.[`brand.colours.${role}`]} className="form-row--colour" />
        ))}
      </fieldset>
      <SelectField
        id={idOf('brand.fonts.body')}
        name="brand.fonts.body"
        label="Text font"
        options={fontChoices(values.fontFamilies)}
        defaultValue={values.fontBody}
        error={errors?.['brand.fonts.body']}
        hint="System fonts are already on the shopper’s device; fonts you upload under Settings → Fonts come from this shop. Nothing is fetched from a font service."
      />
      <SelectField id={idOf('brand.fonts.headings')} name="brand.fonts.headings" label="Headings font" options={fontChoices(values.fontFamilies)} defaultValue={values.fontHeadings} error={errors?.['brand.fonts.headings']} />
    </fieldset>
  );
}
