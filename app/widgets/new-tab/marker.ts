import { NEW_TAB_MARKER } from '../../../core/contract/theme/constants.ts';

export const NEW_TAB_SELECTOR = `a[href*="${NEW_TAB_MARKER}"]`;
