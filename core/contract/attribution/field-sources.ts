/**
 * Where the tracker finds each field's value: `<cookie>.<key>`, the cookie named without its `sbjs_`
 * prefix (`current` is `sbjs_current`) and the key in sourcebuster's `key=value|||…` format. The same map
 * WooCommerce publishes, so scripts written against it keep working. No imports: the browser tracker
 * reads it too.
 */
export const ATTRIBUTION_FIELD_SOURCES = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
} as const;
