import { z } from 'zod';
import type { AttributeLabel } from '../catalog/attribute-labels.ts';

const storedLabels = z.array(z.object({ name: z.string(), value: z.string() }));

/** A stored order line's attributes as the shopper read them when ordering; none when unreadable. */
export function orderLineAttributes(line: { attributes: string }): AttributeLabel[] {
  try {
    const parsed = storedLabels.safeParse(JSON.parse(line.attributes));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
