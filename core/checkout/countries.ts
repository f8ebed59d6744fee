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

/** A country's name in the shop's language (`DE` → "Germany"), the code itself when the runtime has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    return nameOf(new Intl.DisplayNames([locale, 'en'], { type: 'region' }), code);
  } catch {
    return code;
  }
}
