import type { AttributeLabel } from '../../../core/catalog/attribute-labels.ts';

/** A variation's attributes under its line's name, in WooCommerce's `dl.variation` markup that themes style. */
export function LineAttributes({ attributes }: { attributes: readonly AttributeLabel[] }) {
  if (attributes.length === 0) return null;
  return (
    <dl className="variation">
      {attributes.map(({ name, value }) => {
        const className = `variation-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;
        return (
          <div key={name} className="variation__item">
            <dt className={className}>{name}:</dt>
            <dd className={className}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
