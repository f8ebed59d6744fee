/** "Hooded Sweatshirt – Navy!" → "hooded-sweatshirt-navy", at most `maxLength` characters. */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
