/**
 * Security schemes (`components.securitySchemes`): a short label and
 * details for each, the requirements of an operation, and the credentials
 * a code sample sends when authentication is required.
 */
import type { Describer } from './markdown.js';
import { slugText } from './operations.js';
import type { RequestExample } from './samples.js';
import { isObject, joinPointer, str, type JsonObject, type SpecDoc } from './spec.js';
import type { ApiOperationData, ApiSecurityOption } from '../core/page-data/api.js';

export interface SchemeInfo {
  key: string;
  anchor: string;
  label: string;
  details: string[];
  descriptionHtml?: string;
  scheme: JsonObject;
}

export class SecuritySchemes {
  readonly list: SchemeInfo[] = [];
  private readonly byKey = new Map<string, SchemeInfo>();

  constructor(doc: SpecDoc, root: JsonObject, describer: Describer) {
    const components = isObject(root.components) ? root.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    for (const key of Object.keys(schemes)) {
      const scheme = doc.object(schemes[key], joinPointer('#', 'components', 'securitySchemes', key)).value;
      const info: SchemeInfo = { key, anchor: `auth-${slugText(key) || 'scheme'}`, ...describeScheme(scheme), scheme };
      const description = describer.html(scheme.description);
      if (description) info.descriptionHtml = description;
      this.list.push(info);
      this.byKey.set(key, info);
    }
  }

  get(key: string): SchemeInfo | undefined {
    return this.byKey.get(key);
  }

  /** Adds the credentials of one security option to an example request (placeholders, never real values). */
  applyToExample(option: ApiSecurityOption, req: RequestExample): void {
    const has = (list: { name: string }[], name: string) => list.some((e) => e.name.toLowerCase() === name.toLowerCase());
    for (const { key } of option.schemes) {
      const s = this.byKey.get(key)?.scheme;
      if (!s) continue;
      const type = String(s.type);
      const httpScheme = String(s.scheme ?? '').toLowerCase();
      if (type === 'apiKey' && typeof s.name === 'string') {
        const entry = { name: s.name, value: '<api-key>' };
        if (s.in === 'query' && !has(req.query, s.name)) req.query.push(entry);
        if (s.in === 'header' && !has(req.headers, s.name)) req.headers.push(entry);
        if (s.in === 'cookie' && !has(req.cookies, s.name)) req.cookies.push(entry);
      } else if (!has(req.headers, 'Authorization')) {
        if (type === 'http' && httpScheme === 'basic') req.headers.push({ name: 'Authorization', value: 'Basic <base64 of user:password>' });
        else if (type === 'http' && httpScheme !== 'bearer') req.headers.push({ name: 'Authorization', value: `${String(s.scheme)} <credentials>` });
        else if (type !== 'mutualTLS') req.headers.push({ name: 'Authorization', value: 'Bearer <token>' });
      }
    }
  }
}

function describeScheme(s: JsonObject): { label: string; details: string[] } {
  const type = String(s.type);
  if (type === 'http') {
    const scheme = String(s.scheme ?? '');
    const lower = scheme.toLowerCase();
    const details = [
      `Header: Authorization: ${lower === 'bearer' ? 'Bearer' : lower === 'basic' ? 'Basic' : scheme} <${lower === 'basic' ? 'credentials' : 'token'}>`,
    ];
    if (str(s.bearerFormat)) details.push(`Token format: ${String(s.bearerFormat)}`);
    return { label: lower === 'bearer' ? 'HTTP Bearer' : lower === 'basic' ? 'HTTP Basic' : `HTTP ${scheme}`, details };
  }
  if (type === 'apiKey') {
    const where = s.in === 'query' ? 'Query parameter' : s.in === 'cookie' ? 'Cookie' : 'Header';
    return { label: `API key in ${String(s.in)}`, details: [`${where}: ${String(s.name)}`] };
  }
  if (type === 'oauth2') {
    const flows = isObject(s.flows) ? s.flows : {};
    const details = Object.entries(flows).map(([name, f]) => {
      const flow = isObject(f) ? f : {};
      const urls = [
        str(flow.authorizationUrl) && `authorization URL ${String(flow.authorizationUrl)}`,
        str(flow.tokenUrl) && `token URL ${String(flow.tokenUrl)}`,
      ].filter(Boolean);
      const scopes = isObject(flow.scopes) ? Object.keys(flow.scopes) : [];
      return `Flow ${name}${urls.length ? `: ${urls.join(', ')}` : ''}${scopes.length ? `; scopes: ${scopes.join(', ')}` : ''}`;
    });
    return { label: 'OAuth 2.0', details };
  }
  if (type === 'openIdConnect') return { label: 'OpenID Connect', details: str(s.openIdConnectUrl) ? [`Discovery: ${String(s.openIdConnectUrl)}`] : [] };
  if (type === 'mutualTLS') return { label: 'Mutual TLS', details: ['A client certificate'] };
  return { label: type, details: [] };
}

/** An operation's security requirements; undefined when it has none. */
export function securityOf(schemes: SecuritySchemes, raw: unknown): ApiOperationData['security'] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  let optional = false;
  const options: ApiSecurityOption[] = [];
  for (const requirement of raw) {
    if (!isObject(requirement)) continue;
    const keys = Object.keys(requirement);
    if (keys.length === 0) {
      optional = true;
      continue;
    }
    options.push({
      schemes: keys.map((key) => {
        const info = schemes.get(key);
        const scopes = Array.isArray(requirement[key]) ? (requirement[key] as unknown[]).map(String) : [];
        return { key, label: info?.label ?? key, anchor: info?.anchor ?? '', ...(scopes.length > 0 ? { scopes } : {}) };
      }),
    });
  }
  if (options.length === 0) return undefined;
  return { optional, options };
}
