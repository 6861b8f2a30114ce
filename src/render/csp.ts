/**
 * The site's Content-Security-Policy: a strict default, extended per
 * directive by `security.csp`, by the origins of the config's scripts,
 * stylesheets and head tags, and by the hashes of inline scripts. It is
 * sent as a `<meta>` tag in every page and written to `_headers`.
 */
import type { CspDirective, SiteConfig } from '../config/schema.js';
import { configHeadSources } from './config-head.js';

/** Directive → its sources, in the order they are written. */
export type CspPolicy = Map<string, string[]>;

/** The strict default. `script-src` also gets the inline scripts' hashes. */
const DEFAULT_POLICY: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'https:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];

/** What a directive the policy leaves out falls back to, as browsers read it (CSP level 3). */
export const FALLBACK: Partial<Record<string, string>> = {
  'frame-src': 'child-src',
  'worker-src': 'child-src',
  'child-src': 'default-src',
};

/** The policy of the site, or undefined when `security.csp` is `false`. `inlineScripts` are the hashes of the page's own inline scripts. */
export function sitePolicy(config: SiteConfig, inlineScripts: string[]): CspPolicy | undefined {
  const extra = config.security.csp;
  if (extra === false) return undefined;
  const policy: CspPolicy = new Map(DEFAULT_POLICY.map(([name, sources]) => [name, [...sources]]));
  addSources(policy, 'script-src', inlineScripts);
  for (const [name, sources] of Object.entries(configHeadSources(config))) addSources(policy, name, sources);
  for (const [name, sources] of Object.entries(extra)) addSources(policy, name as CspDirective, sources ?? []);
  return policy;
}

/** Adds sources to a directive; one the policy lacks starts from the sources it fell back to, so adding never takes away. */
function addSources(policy: CspPolicy, name: string, sources: string[]): void {
  if (sources.length === 0) return;
  const list = policy.get(name) ?? [...effectiveSources(policy, name)];
  // 'none' with other sources is ignored (with a console warning): extending it replaces it.
  const kept = list.filter((s) => s !== "'none'");
  for (const source of sources) if (!kept.includes(source)) kept.push(source);
  policy.set(name, kept);
}

/** The sources that govern a directive: its own, else those of what it falls back to, ending at `default-src`. */
export function effectiveSources(policy: CspPolicy, name: string): string[] {
  for (let at: string | undefined = name; at; at = FALLBACK[at] ?? (at === 'default-src' ? undefined : 'default-src')) {
    const sources = policy.get(at);
    if (sources) return sources;
  }
  return [];
}

/**
 * The policy as a header or `<meta>` value. `frame-ancestors` is ignored, with a
 * console error, in a `<meta>` policy, so only the header has it.
 */
export function policyText(policy: CspPolicy, forHeader: boolean): string {
  return [...policy]
    .filter(([name]) => forHeader || name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
