import type { OrderAttribution } from '../../../core/attribution/order-attribution.ts';
import type { AttributionField } from '../../../core/attribution/fields.ts';

export interface AttributionFact {
  term: string;
  value: string;
}

const FIELD_LABELS: Record<AttributionField, string> = {
  source_type: 'Source type',
  referrer: 'Referrer',
  utm_campaign: 'UTM campaign',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_content: 'UTM content',
  utm_id: 'UTM ID',
  utm_term: 'UTM term',
  utm_source_platform: 'UTM source platform',
  utm_creative_format: 'UTM creative format',
  utm_marketing_tactic: 'UTM marketing tactic',
  session_entry: 'Session entry',
  session_start_time: 'Session start time',
  session_pages: 'Session pages',
  session_count: 'Session count',
  user_agent: 'User agent',
};

/**
 * An order's attribution as term/value pairs for the order page: the origin first, then every field
 * that was recorded in the field map's order, then the device. Missing fields are left out.
 */
export function attributionFacts(attribution: OrderAttribution): AttributionFact[] {
  const facts: AttributionFact[] = [{ term: 'Origin', value: attribution.origin }];
  for (const [field, term] of Object.entries(FIELD_LABELS) as [AttributionField, string][]) {
    const value = attribution.values[field];
    if (value !== undefined) facts.push({ term, value: String(value) });
  }
  // "Unknown" only says that no user agent was sent.
  if (attribution.deviceType !== 'Unknown') facts.push({ term: 'Device type', value: attribution.deviceType });
  return facts;
}
