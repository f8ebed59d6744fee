import { throwIfAborted } from '../abort.ts';
import { REST_PAGE_SIZE } from '../constants.ts';
import { nextLink } from '../link-header.ts';
import { getQueryArg, setQueryArg } from '../query.ts';
import { readSuccess } from '../response.ts';
import { targetOf, withTarget } from '../types.ts';
import type { ApiFetchMiddleware } from '../types.ts';

/**
 * `per_page=-1` means "everything": the server caps a page at 100, so the list is read page by page,
 * following each response's `Link: <…>; rel="next"`, and the pages are joined. With `parse: false` there
 * is nothing to join, so such a request goes out unchanged.
 */
export const pagingMiddleware: ApiFetchMiddleware = async (options, next) => {
  const target = targetOf(options);
  if (options.parse === false || target === undefined || getQueryArg(target, 'per_page') !== '-1') return next(options);

  const first = setQueryArg(setQueryArg(target, 'per_page', String(REST_PAGE_SIZE)), 'page', '1');
  let response = (await next({ ...withTarget(options, first), parse: false })) as Response;
  const firstPage = await readSuccess(response, true);
  if (!Array.isArray(firstPage)) return firstPage;

  const items: unknown[] = [...firstPage];
  const seen = new Set<string>([first]);
  let current = first;
  for (let link = nextLink(response.headers.get('Link'), current); link !== undefined && !seen.has(link); ) {
    throwIfAborted(options.signal);
    seen.add(link);
    // Later pages go to the address the server gave, whether the request started from a path or a url.
    const { path: _path, ...rest } = options;
    response = (await next({ ...rest, url: link, parse: false })) as Response;
    const page = await readSuccess(response, true);
    if (Array.isArray(page)) items.push(...page);
    else items.push(page);
    current = link;
    link = nextLink(response.headers.get('Link'), current);
  }
  throwIfAborted(options.signal);
  return items;
};
