import { data, redirect } from 'react-router';
import type { Db } from '../../../db/connect.ts';
import type { FieldErrors } from '../../../core/shared/validation.ts';
import { parseBulkVariationChange, parseVariationRow, variationErrorsByField, type VariationRowValues } from '../../../core/catalog/variation-form.ts';
import { createVariationsFromAttributes, deleteVariation, saveVariation } from '../../../core/catalog/variations.ts';
import type { RequestSession } from '../../services/request-session.ts';
import { readVariationRows, variationsPanel } from './product-options.ts';
import { DEFAULT_SHIPPING_UNITS, type ShippingUnits } from '../../../core/catalog/shipping-units.ts';
import { variationImageFromChoice } from '../../../core/catalog/variation-image.ts';
import { variationFieldName } from '../../../core/catalog/variation-form.ts';

/** A refused change to variations: the messages by field and the rows as typed, by variation id. */
export interface VariationFailure {
  variationErrors: FieldErrors;
  typed: Record<string, VariationRowValues>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The variations form's intents on a saved variable product: create from all attributes, save every
 * row, change all at once, delete one. Returns the response, or null when the form asked none of them.
 */
export async function variationAction(db: Db, session: RequestSession, productId: number, form: FormData, currency: string, units: ShippingUnits = DEFAULT_SHIPPING_UNITS): Promise<Response | ReturnType<typeof data<VariationFailure>> | null> {
  const intent = String(form.get('intent') ?? '');
  const back = redirect(`/admin/products/${productId}/#variations`, 303);
  const fail = (variationErrors: FieldErrors, typed: Record<string, VariationRowValues> = {}) => data<VariationFailure>({ variationErrors, typed }, { status: 400 });

  if (intent === 'generate-variations') {
    const result = await createVariationsFromAttributes(db, productId);
    if (!result.ok) return fail({ variation_form: 'Only a variable product has variations; update it as one first.' });
    await session.addNotice({
      type: result.created.length > 0 ? 'success' : 'info',
      message: result.created.length > 0 ? `${plural(result.created.length, 'variation', 'variations')} created; enable and price them below.` : 'Every combination of the attributes already has a variation.',
    });
    return back;
  }

  const deleting = /^delete-variation:(\d{1,9})$/.exec(intent);
  if (deleting) {
    const deleted = await deleteVariation(db, productId, Number(deleting[1]));
    await session.addNotice(deleted ? { type: 'success', message: `Variation #${deleted.row.id} was deleted.` } : { type: 'error', message: 'That variation no longer exists.' });
    return back;
  }

  if (intent !== 'save-variations' && intent !== 'bulk-variations') return null;
  const panel = await variationsPanel(db, productId, currency);
  if (!panel) return fail({ variation_form: 'Only a variable product has variations; update it as one first.' });

  if (intent === 'bulk-variations') {
    const change = parseBulkVariationChange(String(form.get('bulk_action') ?? ''), String(form.get('bulk_value') ?? ''), currency);
    if (!change.ok) return fail(change.errors);
    for (const variation of panel.variations) {
      const saved = await saveVariation(db, productId, variation.id, change.value);
      if (!saved.ok) return fail({ bulk_value: `Variation #${variation.id} was not changed: ${Object.values('errors' in saved ? saved.errors : {}).join('; ') || 'it no longer exists'}.` });
    }
    await session.addNotice({ type: 'success', message: `${plural(panel.variations.length, 'variation', 'variations')} changed.` });
    return back;
  }

  // Each row is saved on its own; a refused row is shown again as typed, with the others saved.
  const rows = readVariationRows(form, panel);
  const errors: FieldErrors = {};
  const typed: Record<string, VariationRowValues> = {};
  for (const { id, row } of rows) {
    const parsed = parseVariationRow(id, row, currency, units);
    const image = row.image === undefined ? undefined : await variationImageFromChoice(db, productId, row.image);
    const imageError: FieldErrors = image === null ? { [variationFieldName(id, 'image')]: 'That image is gone or not ready yet; choose another.' } : {};
    const saved = parsed.ok && image !== null ? await saveVariation(db, productId, id, { ...parsed.value, ...(image ? { image } : {}) }) : null;
    const rowErrors = !parsed.ok ? { ...parsed.errors, ...imageError } : image === null ? imageError : saved && !saved.ok && 'errors' in saved ? variationErrorsByField(id, saved.errors) : {};
    if (Object.keys(rowErrors).length > 0) {
      Object.assign(errors, rowErrors);
      typed[String(id)] = row;
    }
  }
  if (Object.keys(errors).length > 0) return fail(errors, typed);
  await session.addNotice({ type: 'success', message: 'Variations saved.' });
  return back;
}
