import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ANALYTICS_DEFAULTS, ATTRIBUTION_DEFAULTS, CART_DEFAULTS, CONSENT_DEFAULTS, GEO_DEFAULTS, PAGE_CACHE_DEFAULTS, STORE_DEFAULTS, WEBHOOKS_DEFAULTS } from './defaults.ts';
import { mergeTheme } from '../core/theme/options-schema.ts';
import { configFileSchema, type AppConfig, type ConfigFile } from './schema.ts';
import { parseTrustProxy } from './trust-proxy.ts';

export class ConfigError extends Error {}

/** Merges validated file options over the defaults and freezes the result. */
export function buildConfig(file: ConfigFile = {}): AppConfig {
  const config: AppConfig = {
    store: { ...STORE_DEFAULTS, ...file.store },
    cart: { ...CART_DEFAULTS, ...file.cart },
    pageCache: { ...PAGE_CACHE_DEFAULTS, ...file.pageCache },
    geo: { ...GEO_DEFAULTS, ...file.geo },
    consent: mergeConsent(file.consent),
    attribution: { ...ATTRIBUTION_DEFAULTS, ...file.attribution },
    analytics: { ...ANALYTICS_DEFAULTS, ...file.analytics },
    theme: mergeTheme(file.theme),
    webhooks: { ...WEBHOOKS_DEFAULTS, ...file.webhooks },
  };
  return deepFreeze(config);
}

/** Nested consent options merge one level deep, so a file can change one text without restating the rest. */
function mergeConsent(file: ConfigFile['consent'] = {}): AppConfig['consent'] {
  const d = CONSENT_DEFAULTS;
  return {
    ...d,
    ...file,
    categories: file.categories ?? d.categories,
    autoDismiss: { ...d.autoDismiss, ...file.autoDismiss },
    pages: { ...d.pages, ...file.pages },
    texts: { ...d.texts, ...file.texts },
    integrations: { ...d.integrations, ...file.integrations },
  };
}

/** Parses config JSON text; a bad file fails with a message naming the field. */
export function parseConfigText(text: string, source: string): ConfigFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  const result = configFileSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`${source} is invalid:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads `VITRINE_CONFIG` or `./vitrine.config.json` when present. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const path = env.VITRINE_CONFIG ? resolve(cwd, env.VITRINE_CONFIG) : resolve(cwd, 'vitrine.config.json');
  if (!existsSync(path)) {
    if (env.VITRINE_CONFIG) throw new ConfigError(`VITRINE_CONFIG points to ${path}, which does not exist`);
    return buildConfig();
  }
  return buildConfig(parseConfigText(readFileSync(path, 'utf8'), path));
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SQLITE_PATH: z.string().min(1).default('./data/vitrine.sqlite'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  /** Proxies in front whose X-Forwarded-* headers count (config/trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** Serving processes; unset means one per CPU core (server/process/cluster.ts). */
  WEB_CONCURRENCY: z.coerce.number('must be a positive integer').int('must be a positive integer').min(1, 'must be a positive integer').max(256, 'must be at most 256').optional(),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Environment variables, checked once at start (fail fast, naming the variable). */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Environment is invalid:\n${lines.join('\n')}`);
  }
  return result.data;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
