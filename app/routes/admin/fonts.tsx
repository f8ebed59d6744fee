import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/fonts.ts';
import { services } from '../../context.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { FONT_UPLOAD_MAX_BYTES } from '../../../core/theme/font-file.ts';
import { facesOfFamily, FONT_FIELDS, FONT_STYLES, FONT_WEIGHTS, fontFamiliesOf, type UploadedFontFace } from '../../../core/theme/font-faces.ts';
import { fontFaceRule } from '../../../core/theme/font-face-css.ts';
import { addFontFace, deleteFontFace, listFontFaces } from '../../../core/theme/font-library.ts';
import { familyOfFontValue } from '../../../core/contract/theme/font-family.ts';
import type { BrandOptions } from '../../../core/contract/theme/brand.ts';
import { FontLibraryList } from '../../components/admin/FontLibraryList.tsx';
import { EMPTY_FONT_UPLOAD, FontUploadForm, type FontUploadValues } from '../../components/admin/FontUploadForm.tsx';
import { idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

const PAGE = '/admin/settings/fonts/';

const weightLabel = (weight: number) => `${weight} ${FONT_WEIGHTS[weight as keyof typeof FONT_WEIGHTS] ?? ''}`.trim();

/** Where the theme's Branding shows a family: as the text font, the headings font, both or neither. */
function usesOf(brand: Readonly<BrandOptions>, family: string): string[] {
  const named = (value: string) => familyOfFontValue(value)?.toLowerCase() === family.toLowerCase();
  return [...(named(brand.fonts.body) ? ['text'] : []), ...(named(brand.fonts.headings) ? ['headings'] : [])];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, uploadsUrl } = services(context);
  // Read from the database, not the per-process cache, so the page always shows what is stored.
  const faces = await listFontFaces(db);
  const families = fontFamiliesOf(faces);
  return {
    families: families.map((family) => ({
      name: family.name,
      uses: usesOf(config.theme.brand, family.name),
      faces: family.faces.map((face) => ({
        id: face.id,
        weight: face.weight,
        weightLabel: weightLabel(face.weight),
        style: face.style,
        format: face.format,
        size: `${Math.max(1, Math.round(face.size / 1024))} KB`,
        originalName: face.originalName,
      })),
    })),
    faceCss: faces.map((face) => fontFaceRule(face, uploadsUrl)).join(''),
    choices: {
      weights: Object.keys(FONT_WEIGHTS).map((weight) => ({ value: weight, label: weightLabel(Number(weight)) })),
      styles: FONT_STYLES.map((style) => ({ value: style, label: style === 'normal' ? 'Normal' : 'Italic' })),
      families: families.map((family) => family.name),
      maxMegabytes: FONT_UPLOAD_MAX_BYTES / (1024 * 1024),
      fields: { ...FONT_FIELDS },
    },
  };
}

type Failure = { errors: FieldErrors; values: FontUploadValues };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, uploadsDir, config } = services(context);
  const form = await readAdminForm(request, context);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  if (form.get('intent') === 'delete') {
    const face = await deleteFontFace(db, uploadsDir, idParam(text('id')));
    if (!face) await session.addNotice({ type: 'error', message: 'That font is no longer in the library.' });
    else await session.addNotice({ type: 'success', message: deletedMessage(face, config.theme.brand, await listFontFaces(db)) });
    return redirect(PAGE, 303);
  }
  const values: FontUploadValues = { family: text(FONT_FIELDS.family), weight: text(FONT_FIELDS.weight), style: text(FONT_FIELDS.style) };
  const file = form.get(FONT_FIELDS.file);
  if (typeof file === 'string' || file === null || file.size === 0) {
    return data<Failure>({ errors: { [FONT_FIELDS.file]: 'Choose a WOFF2 or WOFF font file to upload.' }, values }, { status: 400 });
  }
  const added = await addFontFace(db, uploadsDir, { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, ...values });
  if (!added.ok) return data<Failure>({ errors: added.errors, values }, { status: 400 });
  const { family, weight, style } = added.face;
  await session.addNotice({ type: 'success', message: `${family} ${weightLabel(weight)}${style === 'italic' ? ' Italic' : ''} uploaded. Choose the family in Theme settings → Branding to use it.` });
  return redirect(PAGE, 303);
}

/** The notice for a deleted face: when it was its family's last and the theme used the family, what the shop shows instead. */
function deletedMessage(face: UploadedFontFace, brand: Readonly<BrandOptions>, left: readonly UploadedFontFace[]): string {
  const deleted = `${face.family} ${weightLabel(face.weight)}${face.style === 'italic' ? ' Italic' : ''} was deleted.`;
  const uses = facesOfFamily(left, face.family).length === 0 ? usesOf(brand, face.family) : [];
  if (uses.length === 0) return deleted;
  return `${deleted} The family was the theme’s ${uses.join(' and ')} font: the shop shows the system font there until you choose another in Theme settings → Branding.`;
}

export default function AdminFonts({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { families, faceCss, choices } = loaderData;
  const faceCount = families.reduce((count, family) => count + family.faces.length, 0);
  return (
    <>
      <title>Fonts · Shop admin</title>
      <h1>Fonts</h1>
      <p>
        <Link to="/admin/settings/">← Settings</Link>
      </p>
      <p>
        Fonts you upload here are served by this shop itself, never fetched from a font service, so visitors’ browsers ask no one else for them. Choose a family as the text or headings font in{' '}
        <Link to="/admin/settings/theme/">Theme settings</Link> → Branding. E-mails keep the system fonts, as mail programs load web fonts unreliably.
      </p>
      <section aria-labelledby="font-upload-title">
        <h2 id="font-upload-title">Upload a font</h2>
        {/* A new form after each upload, so its fields start empty again. */}
        <FontUploadForm key={faceCount} nonce={nonce} values={actionData?.values ?? EMPTY_FONT_UPLOAD} errors={actionData?.errors} choices={choices} />
      </section>
      <section aria-labelledby="font-library-title">
        <h2 id="font-library-title">Font library</h2>
        <FontLibraryList families={families} faceCss={faceCss} nonce={nonce} />
      </section>
    </>
  );
}
