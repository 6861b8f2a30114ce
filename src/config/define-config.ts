import type { SiteConfigInput } from './schema.js';

/** Types `site.config.ts` for editors; returns the config unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
