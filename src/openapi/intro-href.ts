/**
 * Where an API's introduction will be, known before the build loads the
 * spec: a site whose only section is an API leads its logo there. Reads the
 * root file's `info.title` only; a spec that cannot be read is reported when
 * the API source loads it, so the route of the reference stands in.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { ApiOptions } from '../config/schema.js';
import { joinRoute } from '../core/urls.js';
import { slugText } from './operations.js';

export function introHref(siteDir: string, api: ApiOptions): string {
  if (api.introId) return joinRoute(api.routeBasePath, api.introId);
  try {
    const root = parse(readFileSync(resolve(siteDir, api.specPath), 'utf8'), { uniqueKeys: false }) as { info?: { title?: unknown } } | null;
    return joinRoute(api.routeBasePath, slugText(String(root?.info?.title ?? '')) || 'introduction');
  } catch {
    return api.routeBasePath;
  }
}
