import { EXTENSION_NAMESPACE } from '../../../core/contract/attribution/prefix.ts';
import type { AttributionValues } from './values.ts';

export { EXTENSION_NAMESPACE };

/** Extension data of the JavaScript checkout, by namespace. */
export type ExtensionData = Record<string, unknown>;

export type ExtensionWindow = Window & { wc_order_attribution_extension_data?: ExtensionData };

/** The values last pushed on this page, so inputs rendered later start with them. */
export function latestValues(win: Window): AttributionValues | undefined {
  const data = (win as ExtensionWindow).wc_order_attribution_extension_data;
  const values = typeof data === 'object' && data !== null ? data[EXTENSION_NAMESPACE] : undefined;
  return typeof values === 'object' && values !== null ? (values as AttributionValues) : undefined;
}

/** Sets our namespace, keeping whatever other extensions put beside it. */
export function storeValues(win: Window, values: AttributionValues): void {
  const target = win as ExtensionWindow;
  const existing = target.wc_order_attribution_extension_data;
  target.wc_order_attribution_extension_data = {
    ...(typeof existing === 'object' && existing !== null ? existing : {}),
    [EXTENSION_NAMESPACE]: values,
  };
}
