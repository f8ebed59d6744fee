/** A global attribute's slug from its taxonomy name: `pa_colour` → `colour`. */
export function attributeSlugOf(taxonomy: string): string {
  return taxonomy.startsWith('pa_') ? taxonomy.slice(3) : taxonomy;
}
