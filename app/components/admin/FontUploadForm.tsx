import { Form } from 'react-router';
import { FieldFrame, FormErrorSummary, NonceField, SelectField, TextField } from './Field.tsx';

/** What the form shows again after a refusal (the file has to be chosen again). */
export interface FontUploadValues {
  family: string;
  weight: string;
  style: string;
}

export const EMPTY_FONT_UPLOAD: FontUploadValues = { family: '', weight: '400', style: 'normal' };

/** The choices and limits, from the loader: the names live in core, which this browser chunk does not carry. */
export interface FontUploadChoices {
  weights: readonly { value: string; label: string }[];
  styles: readonly { value: string; label: string }[];
  families: readonly string[];
  maxMegabytes: number;
  fields: { file: string; family: string; weight: string; style: string };
}

/**
 * Settings → Fonts: one face at a time (a WOFF2 or WOFF file with its family, weight and style), as
 * WordPress's Font Library uploads them. A plain multipart form: it works without script, and with it
 * the page stays and shows what is refused, by its field.
 */
export function FontUploadForm({ nonce, values, errors, choices }: { nonce: string; values: FontUploadValues; errors: Record<string, string> | undefined; choices: FontUploadChoices }) {
  const { fields } = choices;
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form font-upload" noValidate>
      <NonceField nonce={nonce} />
      <input type="hidden" name="intent" value="upload" />
      <FormErrorSummary errors={errors} />
      <FieldFrame
        id="font-file"
        label="Font file"
        required
        error={errors?.[fields.file]}
        hint={`WOFF2 (the smallest) or WOFF, at most ${choices.maxMegabytes} MB: one file for each weight and style. Convert other formats (TTF, OTF) to WOFF2 first.`}
      >
        {(describedBy) => <input id="font-file" type="file" name={fields.file} accept=".woff2,.woff,font/woff2,font/woff" required aria-invalid={errors?.[fields.file] ? true : undefined} aria-describedby={describedBy} />}
      </FieldFrame>
      <TextField
        id="font-family"
        name={fields.family}
        label="Family name"
        required
        defaultValue={values.family}
        maxLength={60}
        list="font-families"
        autoComplete="off"
        error={errors?.[fields.family]}
        hint="Letters, digits, spaces and hyphens, such as Source Serif. Give each weight and style of one family the same name."
      />
      <datalist id="font-families">
        {choices.families.map((family) => (
          <option key={family} value={family} />
        ))}
      </datalist>
      <SelectField id="font-weight" name={fields.weight} label="Weight" options={choices.weights} defaultValue={values.weight} error={errors?.[fields.weight]} />
      <SelectField id="font-style" name={fields.style} label="Style" options={choices.styles} defaultValue={values.style} error={errors?.[fields.style]} />
      <p>
        <button type="submit" className="button">
          Upload font
        </button>
      </p>
    </Form>
  );
}
