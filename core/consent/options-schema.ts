import { z } from 'zod';
import { BANNER_LAYOUTS, BANNER_POSITIONS, BANNER_THEMES, BANNER_TYPES } from '../contract/consent/vocabulary.ts';

/**
 * The banner's switches and looks, as the config file and the admin's saved settings both check them.
 * Server only: the browser reads the same vocabulary without zod.
 */
export const bannerChoiceShape = {
  enabled: z.boolean(),
  type: z.enum(BANNER_TYPES),
  layout: z.enum(BANNER_LAYOUTS),
  position: z.enum(BANNER_POSITIONS),
  theme: z.enum(BANNER_THEMES),
  revokable: z.boolean(),
  regionalLaw: z.boolean(),
  askEverywhere: z.boolean(),
};
