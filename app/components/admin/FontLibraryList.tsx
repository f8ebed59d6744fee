import { Form } from 'react-router';
import { NonceField } from './Field.tsx';

export interface FontFaceRow {
  id: number;
  weight: number;
  /** `400 Regular`. */
  weightLabel: string;
  style: 'normal' | 'italic';
  format: string;
  size: string;
  originalName: string;
}

export interface FontFamilyRow {
  name: string;
  /** Where the theme shows it: `text`, `headings`. */
  uses: readonly string[];
  faces: readonly FontFaceRow[];
}

const SAMPLE = 'The quick brown fox jumps over the lazy dog. 0123456789';

/** Family names are letters, digits, spaces and hyphens, unique case aside: lower-cased with `_` for spaces, each id is its own. */
const idOf = (name: string) => `font-family-${name.toLowerCase().replace(/ /g, '_')}`;

/**
 * The library's families, each with its faces: a sample line set in the face itself (the page's
 * `@font-face` rules load it from this shop), what the file is, and its Delete button.
 */
export function FontLibraryList({ families, faceCss, nonce }: { families: readonly FontFamilyRow[]; faceCss: string; nonce: string }) {
  if (families.length === 0) return <p>No fonts yet. Upload a face above; its family can then be chosen in Theme settings → Branding.</p>;
  return (
    <>
      {/* The faces' own files, so each sample is shown in its face. */}
      <style dangerouslySetInnerHTML={{ __html: faceCss }} />
      {families.map((family) => (
        <section key={family.name} className="font-family" aria-labelledby={idOf(family.name)}>
          <h3 id={idOf(family.name)}>{family.name}</h3>
          <p className="muted">
            {family.faces.length === 1 ? '1 face' : `${family.faces.length} faces`}
            {family.uses.length > 0 ? ` · the theme’s ${family.uses.join(' and ')} font` : ' · not used by the theme'}
          </p>
          <ul className="font-faces">
            {family.faces.map((face) => {
              const faceName = `${family.name} ${face.weightLabel}${face.style === 'italic' ? ' Italic' : ''}`;
              return (
                <li key={face.id} className="font-faces__face" data-font-face-id={face.id}>
                  <p className="font-faces__sample" lang="en" style={{ fontFamily: `"${family.name}", system-ui, sans-serif`, fontWeight: face.weight, fontStyle: face.style }}>
                    {SAMPLE}
                  </p>
                  <p className="font-faces__details">
                    {face.weightLabel}, {face.style} · {face.format.toUpperCase()}, {face.size} · {face.originalName}
                  </p>
                  <Form method="post">
                    <NonceField nonce={nonce} />
                    <input type="hidden" name="id" value={face.id} />
                    <button type="submit" name="intent" value="delete" className="button button--small button--danger">
                      Delete<span className="visually-hidden"> {faceName}</span>
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
