import { majorAmountText, parseMoney } from '../shared/money.ts';
import type { FieldErrors } from '../shared/validation.ts';
import { formulaProblem } from './cost-formula.ts';
import { METHOD_TITLES } from './method-settings.ts';
import type { FlatRateSettings, FreeShippingSettings, LocalPickupSettings, ShippingMethod, ShippingMethodId } from './shipping-zone.ts';

/** A method's settings in WooCommerce's field names, as its admin form and `wc/v3/shipping/zones/<id>/methods` write them: all text. */
export type MethodFields = Record<string, string>;

type Settings = FlatRateSettings | FreeShippingSettings | LocalPickupSettings;
export type MethodFieldsResult = { ok: true; settings: Settings } | { ok: false; errors: FieldErrors };

const CLASS_COST = /^class_cost_(\d{1,9})$/;

/** A flag as WooCommerce writes it (`yes`), or a form's ticked box (`on`), or `true`. */
const isYes = (value: string | undefined) => ['yes', 'on', 'true', '1'].includes((value ?? '').trim().toLowerCase());

/**
 * A method's settings from WooCommerce's fields over its current ones (`current`, for a partial update):
 * `title`; a flat rate's `tax_status` (`taxable`, `none`), `cost`, `class_cost_<class id>`, `no_class_cost`
 * (cost formulas) and `type` (`class`, `order`); free shipping's `requires` (``, `coupon`, `min_amount`,
 * `either`, `both`), `min_amount` (an amount) and `ignore_discounts`; local pickup's `tax_status` and `cost`
 * (an amount). Every problem is named by its field.
 */
export function readMethodFields(methodId: ShippingMethodId, fields: Readonly<MethodFields>, currency: string, current?: Settings): MethodFieldsResult {
  const errors: FieldErrors = {};
  const merged: MethodFields = { ...(current ? methodFields({ methodId, settings: current } as ShippingMethod, currency) : {}), ...fields };
  const title = (merged.title ?? '').trim() || METHOD_TITLES[methodId];
  if (title.length > 200) errors.title = 'must be at most 200 characters';
  const amount = (name: string) => {
    const text = (merged[name] ?? '').trim();
    if (text === '') return 0;
    const minor = parseMoney(text, currency);
    if (minor === null) errors[name] = 'must be an amount';
    return minor ?? 0;
  };
  const formula = (name: string) => {
    const text = (merged[name] ?? '').trim();
    if (text.length > 500) errors[name] = 'must be at most 500 characters';
    else if (formulaProblem(text)) errors[name] = formulaProblem(text) as string;
    return text;
  };
  let settings: Settings;
  switch (methodId) {
    case 'flat_rate': {
      const classCosts: Record<string, string> = {};
      for (const name of Object.keys(merged)) {
        const match = CLASS_COST.exec(name);
        if (match?.[1]) classCosts[match[1]] = formula(name);
      }
      classCosts.none = formula('no_class_cost');
      const type = merged.type ?? 'class';
      if (type !== 'class' && type !== 'order') errors.type = 'must be class or order';
      const taxStatus = merged.tax_status ?? 'taxable';
      if (taxStatus !== 'taxable' && taxStatus !== 'none') errors.tax_status = 'must be taxable or none';
      settings = { title, taxable: taxStatus !== 'none', cost: formula('cost'), classCosts: Object.fromEntries(Object.entries(classCosts).filter(([, cost]) => cost !== '')), calculationType: type === 'order' ? 'order' : 'class' };
      break;
    }
    case 'free_shipping': {
      const requires = merged.requires ?? '';
      if (!['', 'coupon', 'min_amount', 'either', 'both'].includes(requires)) errors.requires = 'must be empty, coupon, min_amount, either or both';
      settings = { title, requires: requires as FreeShippingSettings['requires'], minAmount: amount('min_amount'), ignoreDiscounts: isYes(merged.ignore_discounts) };
      break;
    }
    case 'local_pickup': {
      const taxStatus = merged.tax_status ?? 'taxable';
      if (taxStatus !== 'taxable' && taxStatus !== 'none') errors.tax_status = 'must be taxable or none';
      settings = { title, taxable: taxStatus !== 'none', cost: amount('cost') };
      break;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings };
}

/** A method's settings in WooCommerce's field names, all text (amounts with the currency's decimals). */
export function methodFields(method: Pick<ShippingMethod, 'methodId' | 'settings'>, currency: string): MethodFields {
  switch (method.methodId) {
    case 'flat_rate': {
      const { title, taxable, cost, classCosts, calculationType } = method.settings as FlatRateSettings;
      const classes = Object.fromEntries(Object.entries(classCosts).filter(([key]) => key !== 'none').map(([key, value]) => [`class_cost_${key}`, value]));
      return { title, tax_status: taxable ? 'taxable' : 'none', cost, ...classes, no_class_cost: classCosts.none ?? '', type: calculationType };
    }
    case 'free_shipping': {
      const { title, requires, minAmount, ignoreDiscounts } = method.settings as FreeShippingSettings;
      return { title, requires, min_amount: majorAmountText(minAmount, currency), ignore_discounts: ignoreDiscounts ? 'yes' : 'no' };
    }
    case 'local_pickup': {
      const { title, taxable, cost } = method.settings as LocalPickupSettings;
      return { title, tax_status: taxable ? 'taxable' : 'none', cost: majorAmountText(cost, currency) };
    }
  }
}
