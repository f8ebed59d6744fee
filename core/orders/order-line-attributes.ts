import type { AttributeLabel } from '../catalog/attribute-labels.ts';

const isLabel = (value: unknown): value is AttributeLabel =>
  typeof value === 'object' && value !== null && typeof (value as AttributeLabel).name === 'string' && typeof (value as AttributeLabel).value === 'string';

/**
 * A stored order line's attributes as the shopper read them when ordering; none when unreadable. Plain
 * checks, no schema library: order pages that hydrate read this in the browser too.
 */
export function orderLineAttributes(line: { attributes: string }): AttributeLabel[] {
  try {
    const parsed: unknown = JSON.parse(line.attributes);
    return Array.isArray(parsed) && parsed.every(isLabel) ? parsed.map(({ name, value }) => ({ name, value })) : [];
  } catch {
    return [];
  }
}
