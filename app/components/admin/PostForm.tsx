import { Form } from 'react-router';
import type { PostFormValues } from '../../../core/content/post-form.ts';
import type { TranslationFormValues } from '../../../core/i18n/content-form.ts';
import { TranslationFields, type TranslationLocale } from './TranslationFields.tsx';
import { FormErrorSummary, NonceField, SelectField, TextAreaField, TextField } from './Field.tsx';

interface PostFormProps {
  nonce: string;
  values: PostFormValues;
  errors?: Record<string, string> | undefined;
  /** "page" or "post", for the labels. */
  noun: string;
  /** Where it is shown in the shop, such as "/<slug>/". */
  addressHint: string;
  isNew: boolean;
  /** The shop's other locales and what is translated into them (none when it speaks one language). */
  translations?: { locales: TranslationLocale[]; defaultName: string; values: TranslationFormValues } | undefined;
}

const TRANSLATED_FIELDS = [
  { field: 'title', label: 'Title', maxLength: 200 },
  { field: 'excerpt', label: 'Excerpt', rows: 2, maxLength: 1000 },
  { field: 'content', label: 'Content', rows: 10, maxLength: 200000 },
];

const STATUS_OPTIONS = [
  { value: 'publish', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

const FORMAT_OPTIONS = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Text' },
];

/** What owner HTML may hold: the theme's markup works in it, anything that runs is removed. */
const HTML_HINT = (
  <>
    With HTML, the theme's markup works: <code>data-reveal</code> (fades in), links to <code>#an-id</code> on the page, links whose address ends in{' '}
    <code>#new_tab</code> (new tab), <code>data-sticky</code>, <code>data-dropdown</code>. Scripts, styles, frames, forms and event handlers (such as{' '}
    <code>onclick</code>) are removed when it is saved. Text: blank lines separate paragraphs.
  </>
);

/** The admin's form for one page or post (the same fields for both). */
export function PostForm({ nonce, values, errors = {}, noun, addressHint, isNew, translations }: PostFormProps) {
  return (
    <Form method="post" className="admin-form post-form" noValidate>
      <NonceField nonce={nonce} />
      <FormErrorSummary errors={errors} />
      <TextField id="post-title" name="title" label="Title" required defaultValue={values.title} maxLength={200} error={errors.title} />
      <TextField id="post-slug" name="slug" label="Slug" defaultValue={values.slug} maxLength={120} error={errors.slug} hint={`The ${noun}'s address: ${addressHint}. Leave blank to make it from the title.`} />
      <TextAreaField id="post-excerpt" name="excerpt" label="Excerpt" rows={2} defaultValue={values.excerpt} maxLength={1000} error={errors.excerpt} hint="A short summary for search engines and lists." />
      <SelectField id="post-status" name="status" label="Status" defaultValue={values.status} options={STATUS_OPTIONS} error={errors.status} />
      <SelectField id="post-format" name="content_format" label="Content format" defaultValue={values.content_format} options={FORMAT_OPTIONS} error={errors.content_format} />
      <TextAreaField id="post-content" name="content" label="Content" rows={18} defaultValue={values.content} maxLength={200000} error={errors.content} hint={HTML_HINT} className="post-form__content" />
      {translations ? <TranslationFields idPrefix="post" fields={TRANSLATED_FIELDS} errors={errors} {...translations} /> : null}
      <p>
        <button type="submit" className="button">
          {isNew ? `Publish ${noun}` : `Update ${noun}`}
        </button>
      </p>
    </Form>
  );
}
