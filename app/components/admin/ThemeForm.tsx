import type { StickyToken } from '../../../core/contract/theme/options.ts';
import type { OrderedChoice, ThemeFormValues } from '../../../core/settings/theme-form.ts';
import { BrandFields } from './BrandFields.tsx';
import { PositionField } from './PositionField.tsx';
import { PreviewFormActions } from './ThemePreview.tsx';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';

type Errors = Record<string, string> | undefined;

/** The slideshow, text effect, video and map fields' limits, from the schema (sent by the loader). */
export interface MediaLimits {
  /** By field name: `background.duration`, `background.transitionDuration`, `textMorph.speed`, `map.maxZoom`. */
  numbers: Record<string, { min: number; max: number }>;
  consentCategories: readonly string[];
  slidesMax: number;
}

/** A field's id from its name (`menu.entries.shop.order` → `theme-menu-entries-shop-order`). */
const idOf = (name: string) => `theme-${name.replace(/[^a-z0-9-]+/gi, '-')}`;

/**
 * The theme settings form. A plain form (not React Router's), so its "Update preview" button can post
 * the unsaved values into the preview frame (`formtarget`) while "Save changes" posts to the page.
 */
export function ThemeForm(props: {
  id: string;
  nonce: string;
  values: ThemeFormValues;
  errors: Errors;
  previewUrl: string;
  previewFrame: string;
  pages: readonly { value: string; label: string }[];
  /** From the loader, so this page's browser chunk carries no schema code (zod compiles with eval, which the CSP forbids). */
  sticky: readonly { token: StickyToken; label: string }[];
  widthRange: { min: number; max: number };
  media: MediaLimits;
  /** Where the uploads are served, for the site icon in use. */
  uploadsUrl: string;
}) {
  const { values, errors } = props;
  return (
    // Multipart: Branding's logo and site icon are files.
    <form id={props.id} method="post" encType="multipart/form-data" className="admin-form settings-form theme-settings-form" noValidate>
      <NonceField nonce={props.nonce} />
      <FormErrorSummary errors={errors} />
      <BrandFields values={values.brand} errors={errors} uploadsUrl={props.uploadsUrl} />
      <fieldset className="admin-fieldset">
        <legend>Header</legend>
        <CheckboxField id={idOf('header.sticky')} name="header.sticky" value="1" label="Keep the header at the top of the window while scrolling" defaultChecked={values.sticky} />
        <fieldset className="admin-fieldset admin-fieldset--plain" aria-describedby={errors?.['header.stickyVariants'] ? idOf('header.stickyVariants-error') : undefined}>
          <legend>How it sticks</legend>
          {errors?.['header.stickyVariants'] ? (
            <p className="form-row__error" id={idOf('header.stickyVariants-error')}>
              {errors['header.stickyVariants']}
            </p>
          ) : null}
          {props.sticky.map(({ token, label }) => (
            <CheckboxField key={token} id={idOf(`header.stickyVariants.${token}`)} name={`header.stickyVariants.${token}`} value="1" label={label} defaultChecked={values.stickyVariants[token]} />
          ))}
        </fieldset>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Menu panel and scrolling</legend>
        <TextField
          id={idOf('offcanvas.width')}
          name="offcanvas.width"
          label="Width of the menu panel on phones and tablets, in pixels"
          type="text"
          inputMode="numeric"
          maxLength={4}
          defaultValue={values.offcanvasWidth}
          error={errors?.['offcanvas.width']}
          hint={`From ${props.widthRange.min} to ${props.widthRange.max}; never wider than the window less 100 px.`}
        />
        <CheckboxField id={idOf('smoothScroll.enabled')} name="smoothScroll.enabled" value="1" label="Smooth wheel scrolling" defaultChecked={values.smoothScroll} hint="Never on touch screens, trackpads or for visitors who ask for less motion." />
        <CheckboxField id={idOf('reveal.enabled')} name="reveal.enabled" value="1" label="Fade sections in as they scroll into view" defaultChecked={values.reveal} />
        <CheckboxField id={idOf('parallaxFooter.enabled')} name="parallaxFooter.enabled" value="1" label="Parallax footer (desktop only)" defaultChecked={values.parallaxFooter} />
      </fieldset>
      <MediaFields values={values} errors={errors} limits={props.media} />
      <OrderedChoices
        legend="Menu"
        hint="Tick the entries to show; they appear by their numbers, smallest first (an empty number puts an entry last)."
        prefix="menu.entries"
        choices={values.entries}
        errors={errors}
      />
      <fieldset className="admin-fieldset">
        <legend>Categories under “Shop”</legend>
        <p className="form-row form-row--checkbox">
          <input id={idOf('menu.categoriesMode.all')} type="radio" name="menu.categoriesMode" value="all" defaultChecked={values.categoriesMode === 'all'} />
          <label htmlFor={idOf('menu.categoriesMode.all')}>Every category with products, by name</label>
        </p>
        <p className="form-row form-row--checkbox">
          <input id={idOf('menu.categoriesMode.chosen')} type="radio" name="menu.categoriesMode" value="chosen" defaultChecked={values.categoriesMode === 'chosen'} />
          <label htmlFor={idOf('menu.categoriesMode.chosen')}>Only the categories ticked below, in their order</label>
        </p>
        <OrderedChoices legend="Categories" prefix="menu.categories" choices={values.categories} errors={errors} />
      </fieldset>
      <PreviewFormActions previewUrl={props.previewUrl} previewFrame={props.previewFrame}>
        <SelectField id={idOf('page')} name="page" label="Page to preview" options={props.pages} defaultValue="home" />
      </PreviewFormActions>
    </form>
  );
}

/** Entries to tick and number: a checkbox and an order field per entry, each with its own label. */
function OrderedChoices({ legend, hint, prefix, choices, errors }: { legend: string; hint?: string; prefix: string; choices: OrderedChoice[]; errors: Errors }) {
  const listError = errors?.[prefix];
  return (
    <fieldset className="admin-fieldset ordered-choices" aria-describedby={listError ? idOf(`${prefix}-error`) : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="form-row__hint">{hint}</p> : null}
      {listError ? (
        <p className="form-row__error" id={idOf(`${prefix}-error`)}>
          {listError}
        </p>
      ) : null}
      <ol className="ordered-choices__list">
        {choices.map((choice) => {
          const name = `${prefix}.${choice.key}`;
          return (
            <li key={choice.key} className="ordered-choices__item">
              <CheckboxField id={idOf(`${name}.shown`)} name={`${name}.shown`} value="1" label={`Show ${choice.label}`} defaultChecked={choice.shown} />
              <PositionField id={idOf(`${name}.order`)} name={name} label={choice.label} value={choice.order} error={errors?.[`${name}.order`]} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** A whole-number field with its range as the hint. */
function NumberField({ name, label, value, errors, range, unit }: { name: string; label: string; value: string; errors: Errors; range: { min: number; max: number } | undefined; unit: string }) {
  return (
    <TextField
      id={idOf(name)}
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      maxLength={6}
      size={7}
      defaultValue={value}
      error={errors?.[name]}
      hint={range ? `From ${range.min} to ${range.max}${unit ? ` ${unit}` : ''}.` : undefined}
    />
  );
}

/** The cookie category a third-party embed waits for. */
function ConsentField({ name, label, value, errors, options, hint }: { name: string; label: string; value: string; errors: Errors; options: readonly { value: string; label: string }[]; hint?: string }) {
  return <SelectField id={idOf(name)} name={name} label={label} options={options} defaultValue={value} error={errors?.[name]} hint={hint} />;
}

/** The header's slideshow and text effect, embedded videos and the map. */
function MediaFields({ values, errors, limits }: { values: ThemeFormValues; errors: Errors; limits: MediaLimits }) {
  const media = values.media;
  const consent = limits.consentCategories.map((category) => ({ value: category, label: category }));
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>Header slideshow and text effect</legend>
        <TextAreaField
          id={idOf('background.images')}
          name="background.images"
          label="Slides, one address a line"
          rows={4}
          defaultValue={media.backgroundImages}
          error={errors?.['background.images']}
          hint={`An image, an .mp4 or .webm video, or a YouTube or Vimeo address; a path such as /uploads/hero.jpg or an http(s) address. At most ${limits.slidesMax}; none: no slideshow.`}
        />
        <NumberField name="background.duration" label="Each slide shows for (ms)" value={media.backgroundDuration} errors={errors} range={limits.numbers['background.duration']} unit="ms" />
        <NumberField name="background.transitionDuration" label="Fade between slides (ms)" value={media.backgroundTransition} errors={errors} range={limits.numbers['background.transitionDuration']} unit="ms" />
        <CheckboxField id={idOf('textMorph.enabled')} name="textMorph.enabled" value="1" label="Morph the header’s text from one phrase into the next, rather than typing it" defaultChecked={media.textMorph} />
        <NumberField name="textMorph.speed" label="Next phrase every (ms)" value={media.textMorphSpeed} errors={errors} range={limits.numbers['textMorph.speed']} unit="ms" />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Embedded videos and the map</legend>
        <ConsentField name="video.consent" label="Cookie category a YouTube or Vimeo video waits for" value={media.videoConsent} errors={errors} options={consent} />
        <ConsentField name="map.consent" label="Cookie category the map waits for" value={media.mapConsent} errors={errors} options={consent} hint="Until the visitor allows it, the map shows its address and a “Load map” button." />
        <TextField
          id={idOf('map.tileUrl')}
          name="map.tileUrl"
          label="Map tile address"
          type="text"
          inputMode="url"
          spellCheck={false}
          defaultValue={media.mapTileUrl}
          error={errors?.['map.tileUrl']}
          hint="With {z}, {x} and {y} (and {s} for the provider’s subdomains), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, or a path of this shop."
        />
        <TextField id={idOf('map.attribution')} name="map.attribution" label="Map credit" type="text" defaultValue={media.mapAttribution} error={errors?.['map.attribution']} hint="The attribution the tile provider asks for, shown on the map." />
        <NumberField name="map.maxZoom" label="Map’s closest zoom level" value={media.mapMaxZoom} errors={errors} range={limits.numbers['map.maxZoom']} unit="" />
      </fieldset>
    </>
  );
}
