import type { AttributionFact } from './attribution-facts.ts';

/** Where an order came from, on the order page; every value is text the visitor's browser sent. */
export function AttributionPanel({ facts }: { facts: AttributionFact[] | null }) {
  return (
    <section className="admin-panel attribution-panel" aria-labelledby="attribution-heading">
      <h2 id="attribution-heading">Order attribution</h2>
      {facts ? (
        <dl className="attribution-facts">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No attribution was recorded for this order.</p>
      )}
    </section>
  );
}
