/**
 * Security schemes (`components.securitySchemes`): a short label and
 * details for each, the requirements of an operation, and the credentials
 * a code sample sends when authentication is required.
 */
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';
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

  constructor(
    doc: SpecDoc,
    root: JsonObject,
    describer: Describer,
    private readonly texts: ApiTexts = ENGLISH_API_TEXTS,
  ) {
    const components = isObject(root.components) ? root.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    for (const key of Object.keys(schemes)) {
      const scheme = doc.object(schemes[key], joinPointer('#', 'components', 'securitySchemes', key)).value;
      const info: SchemeInfo = { key, anchor: `auth-${slugText(key) || 'scheme'}`, ...describeScheme(scheme, texts), scheme };
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
    const placeholder = (id: 'token' | 'credentials' | 'basicCredentials' | 'apiKey') => this.texts.text(`theme.api.placeholder.${id}`);
    for (const { key } of option.schemes) {
      const s = this.byKey.get(key)?.scheme;
      if (!s) continue;
      const type = String(s.type);
      const httpScheme = String(s.scheme ?? '').toLowerCase();
      if (type === 'apiKey' && typeof s.name === 'string') {
        const entry = { name: s.name, value: placeholder('apiKey') };
        if (s.in === 'query' && !has(req.query, s.name)) req.query.push(entry);
        if (s.in === 'header' && !has(req.headers, s.name)) req.headers.push(entry);
        if (s.in === 'cookie' && !has(req.cookies, s.name)) req.cookies.push(entry);
      } else if (!has(req.headers, 'Authorization')) {
        if (type === 'http' && httpScheme === 'basic') req.headers.push({ name: 'Authorization', value: `Basic ${placeholder('basicCredentials')}` });
        else if (type === 'http' && httpScheme !== 'bearer')
          req.headers.push({ name: 'Authorization', value: `${String(s.scheme)} ${placeholder('credentials')}` });
        else if (type !== 'mutualTLS') req.headers.push({ name: 'Authorization', value: `Bearer ${placeholder('token')}` });
      }
    }
  }
}

function describeScheme(s: JsonObject, texts: ApiTexts): { label: string; details: string[] } {
  const type = String(s.type);
  if (type === 'http') {
    const scheme = String(s.scheme ?? '');
    const lower = scheme.toLowerCase();
    const placeholder = texts.text(lower === 'basic' ? 'theme.api.placeholder.credentials' : 'theme.api.placeholder.token');
    const details = [
      texts.text('theme.api.scheme.header', {
        name: `Authorization: ${lower === 'bearer' ? 'Bearer' : lower === 'basic' ? 'Basic' : scheme} ${placeholder}`,
      }),
    ];
    if (str(s.bearerFormat)) details.push(texts.text('theme.api.scheme.tokenFormat', { format: String(s.bearerFormat) }));
    const label =
      lower === 'bearer'
        ? texts.text('theme.api.scheme.httpBearer')
        : lower === 'basic'
          ? texts.text('theme.api.scheme.httpBasic')
          : texts.text('theme.api.scheme.http', { scheme });
    return { label, details };
  }
  if (type === 'apiKey') {
    const where = s.in === 'query' ? 'query' : s.in === 'cookie' ? 'cookie' : 'header';
    return { label: texts.text('theme.api.scheme.apiKey', { in: String(s.in) }), details: [texts.text(`theme.api.scheme.${where}`, { name: String(s.name) })] };
  }
  if (type === 'oauth2') {
    const flows = isObject(s.flows) ? s.flows : {};
    const details = Object.entries(flows).map(([name, f]) => {
      const flow = isObject(f) ? f : {};
      const urls = [
        str(flow.authorizationUrl) && texts.text('theme.api.scheme.authorizationUrl', { url: String(flow.authorizationUrl) }),
        str(flow.tokenUrl) && texts.text('theme.api.scheme.tokenUrl', { url: String(flow.tokenUrl) }),
      ].filter(Boolean);
      const scopes = isObject(flow.scopes) ? Object.keys(flow.scopes) : [];
      let text = texts.text('theme.api.scheme.flow', { flow: name });
      if (urls.length) text = texts.text('theme.api.scheme.flowUrls', { flow: text, urls: urls.join(', ') });
      if (scopes.length) text = texts.text('theme.api.scheme.flowScopes', { flow: text, scopes: scopes.join(', ') });
      return text;
    });
    return { label: texts.text('theme.api.scheme.oauth2'), details };
  }
  if (type === 'openIdConnect')
    return {
      label: texts.text('theme.api.scheme.openIdConnect'),
      details: str(s.openIdConnectUrl) ? [texts.text('theme.api.scheme.discovery', { url: String(s.openIdConnectUrl) })] : [],
    };
  if (type === 'mutualTLS') return { label: texts.text('theme.api.scheme.mutualTLS'), details: [texts.text('theme.api.scheme.clientCertificate')] };
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
