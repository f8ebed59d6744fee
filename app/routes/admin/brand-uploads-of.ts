import { ICON_FILE_FIELD, LOGO_FILE_FIELD, type BrandUploads, type UploadedFile } from '../../../core/settings/brand-uploads.ts';

/** The Branding section's chosen files in a posted theme form (a file input left empty posts an empty file). */
export async function brandUploadsOf(form: FormData): Promise<BrandUploads> {
  const file = async (name: string): Promise<UploadedFile | null> => {
    const value = form.get(name);
    if (value === null || typeof value === 'string' || (value.size === 0 && value.name === '')) return null;
    return { bytes: Buffer.from(await value.arrayBuffer()), name: value.name };
  };
  const [logo, icon] = await Promise.all([file(LOGO_FILE_FIELD), file(ICON_FILE_FIELD)]);
  return { logo, icon };
}
