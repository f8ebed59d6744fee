/**
 * PostgreSQL text cannot hold a NUL character, and no address or form field has a use for one: refuse
 * such requests up front with a 400 instead of failing deep inside a query.
 */
export function hasNulInUrl(url: string): boolean {
  return /%00/i.test(url) || url.includes('\0');
}

export function hasNulInForm(contentType: string | undefined, body: Buffer | undefined): boolean {
  if (!body || !contentType?.startsWith('application/x-www-form-urlencoded')) return false;
  return body.includes(0) || /%00/i.test(body.toString('latin1'));
}
