export interface CountryOption {
  code: string;
  name: string;
}

/** The shop's countries with their names in the shop's language, sorted by name. */
export function countryOptions(codes: readonly string[], locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return codes
    .map((code) => ({ code, name: nameOf(names, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
