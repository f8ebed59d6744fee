import { hasQueryArg, setQueryArg } from '../query.ts';
import { targetOf, withTarget } from '../types.ts';
import type { ApiFetchMiddleware } from '../types.ts';

/** Asks for answers in the signed-in user's language, unless the caller chose a locale. */
export const userLocaleMiddleware: ApiFetchMiddleware = (options, next) => {
  const target = targetOf(options);
  if (target === undefined || hasQueryArg(target, '_locale')) return next(options);
  return next(withTarget(options, setQueryArg(target, '_locale', 'user')));
};
