import { Fragment, type ReactNode } from 'react';
import type { HomeField, HomeFormValues, HomeSectionForm } from '../../../core/settings/home-form.ts';
import { PositionField } from './PositionField.tsx';
import { PreviewFormActions } from './ThemePreview.tsx';
import { CheckboxField, FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';

type Errors = Record<string, string> | undefined;

/** A field's id from its name (`sections.hero.headlines` → `home-sections-hero-headlines`). */
const idOf = (name: string) => `home-${name.replace(/[^a-z0-9-]+/gi, '-')}`;

/**
 * The home page form: a fieldset per section with its "show" box, its position and its settings. A plain
 * form (not React Router's), so "Update preview" can post the unsaved layout into the preview frame
 * (`formtarget`) while "Save changes" posts to the page.
 */
export function HomeLayoutForm({ id, nonce, values, errors, previewUrl, previewFrame }: { id: string; nonce: string; values: HomeFormValues; errors: Errors; previewUrl: string; previewFrame: string }) {
  return (
    <form id={id} method="post" className="admin-form settings-form home-layout-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <p className="form-row__hint">Tick the sections to show; they appear by their numbers, smallest first (an empty number puts a section last). The hero always opens the page.</p>
      {values.map((section) => (
        <SectionFieldset key={section.key} section={section} errors={errors} />
      ))}
      <PreviewFormActions previewUrl={previewUrl} previewFrame={previewFrame} />
    </form>
  );
}

function SectionFieldset({ section, errors }: { section: HomeSectionForm; errors: Errors }) {
  const prefix = `sections.${section.key}`;
  const name = section.values.heading ? `${section.title}: ${section.values.heading}` : section.title;
  return (
    <fieldset className="admin-fieldset home-layout-form__section">
      <legend>{name}</legend>
      <div className="home-layout-form__placement">
        <CheckboxField id={idOf(`${prefix}.enabled`)} name={`${prefix}.enabled`} value="1" label={`Show ${name}`} defaultChecked={section.enabled} />
        {section.type === 'hero' ? null : (
          <PositionField id={idOf(`${prefix}.order`)} name={prefix} label={name} value={section.order} error={errors?.[`${prefix}.order`]} />
        )}
        {section.type === 'hero' ? <input type="hidden" name={`${prefix}.order`} value={section.order} /> : null}
      </div>
      {errors?.[`${prefix}.enabled`] ? (
        <p className="form-row__error" id={idOf(`${prefix}.enabled-error`)}>
          {errors[`${prefix}.enabled`]}
        </p>
      ) : null}
      {groupsOf(section.fields).map((group) => {
        const fields = group.fields.map((field) => <SettingField key={field.name} field={field} prefix={prefix} value={section.values[field.name] ?? ''} error={errors?.[`${prefix}.${field.name}`]} />);
        return group.legend ? (
          <fieldset key={group.legend} className="admin-fieldset admin-fieldset--plain home-layout-form__group">
            <legend>{group.legend}</legend>
            {fields}
          </fieldset>
        ) : (
          <Fragment key={group.fields[0]?.name}>{fields}</Fragment>
        );
      })}
    </fieldset>
  );
}

/** The fields in runs: those before the first group on their own, then each group (a counter, a tab) in its own fieldset. */
function groupsOf(fields: readonly HomeField[]): { legend: string | null; fields: HomeField[] }[] {
  const groups: { legend: string | null; fields: HomeField[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (field.group || !last) groups.push({ legend: field.group ?? null, fields: [field] });
    else last.fields.push(field);
  }
  return groups;
}

function SettingField({ field, prefix, value, error }: { field: HomeField; prefix: string; value: string; error: string | undefined }) {
  const name = `${prefix}.${field.name}`;
  const id = idOf(name);
  const label = field.group ? (
    <>
      {field.label}
      <span className="visually-hidden"> ({field.group})</span>
    </>
  ) : (
    field.label
  );
  let control: ReactNode;
  switch (field.kind) {
    case 'checkbox':
      control = <CheckboxField id={id} name={name} value="1" label={label} defaultChecked={value === '1'} hint={field.hint} />;
      break;
    case 'select':
      control = <SelectField id={id} name={name} label={label} options={field.options ?? []} defaultValue={value} error={error} hint={field.hint} />;
      break;
    case 'textarea':
      control = <TextAreaField id={id} name={name} label={label} defaultValue={value} rows={3} error={error} hint={field.hint} />;
      break;
    default:
      control = <TextField id={id} name={name} label={label} type="text" inputMode={field.kind === 'number' ? 'decimal' : undefined} defaultValue={value} error={error} hint={field.hint} />;
  }
  return control;
}
