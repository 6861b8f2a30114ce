/**
 * The introduction page: the document's `info` (title, version,
 * description, contact, license), servers, security schemes, an overview
 * of the operations by tag, and links to download the spec.
 */
import type { TocItem } from '../core/types.js';
import { escapeHtml } from '../core/escape.js';
import type { Describer } from './markdown.js';
import type { OperationGroup } from './operations.js';
import type { SecuritySchemes } from './security.js';
import { isObject, safeUrl, str, type JsonObject } from './spec.js';
import type { ApiIntroData } from '../core/page-data/api.js';
import { UniqueIds } from './unique-ids.js';
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';

import { ENGLISH_TEXTS, type PageTexts } from '../content/page-texts.js';

export interface IntroInput {
  id: string;
  root: JsonObject;
  describer: Describer;
  schemes: SecuritySchemes;
  groups: OperationGroup[];
  href: (pageId: string) => string;
  downloads: { label: string; href: string }[];
  /** The site's language, for the table of contents' headings. */
  texts?: PageTexts;
  /** The site's language, for the default title. */
  apiTexts?: ApiTexts;
}

export const INTRO_SECTIONS = { servers: 'api-servers', authentication: 'api-authentication', operations: 'api-operations' } as const;

export function introPage(input: IntroInput): Omit<ApiIntroData, 'next'> & { firstParagraph?: string } {
  const { root, describer } = input;
  const info = isObject(root.info) ? root.info : {};
  const description = describer.get(info.description);
  const ids = new UniqueIds([...Object.values(INTRO_SECTIONS), ...input.schemes.list.map((s) => s.anchor)]);
  // Descriptions in the order the page shows them, so the first on the page keeps its ids.
  ids.html(description?.html);
  const html = (text: unknown) => ids.html(describer.html(text));
  const data: Omit<ApiIntroData, 'next'> & { firstParagraph?: string } = {
    id: input.id,
    title: str(info.title) ?? (input.apiTexts ?? ENGLISH_API_TEXTS).text('theme.api.defaultTitle'),
    version: info.version === undefined ? '' : String(info.version),
    toc: [],
    servers: (Array.isArray(root.servers) ? root.servers : []).filter(isObject).map((s) => ({
      url: String(s.url ?? '/'),
      ...(describer.html(s.description) ? { descriptionHtml: html(s.description) } : {}),
      variables: Object.entries(isObject(s.variables) ? s.variables : {}).map(([name, v]) => {
        const variable = isObject(v) ? v : {};
        return {
          name,
          default: String(variable.default ?? ''),
          ...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
          ...(describer.html(variable.description) ? { descriptionHtml: html(variable.description) } : {}),
        };
      }),
    })),
    security: input.schemes.list.map(({ key, anchor, label, details, descriptionHtml }) => ({
      key,
      anchor,
      label,
      details,
      ...(descriptionHtml ? { descriptionHtml: ids.html(descriptionHtml) } : {}),
    })),
    groups: input.groups.map((g) => ({
      label: g.label,
      ...(describer.html(g.description) ? { descriptionHtml: html(g.description) } : {}),
      operations: g.operations.map((o) => ({ method: o.method.toUpperCase(), path: o.path, title: o.title, href: input.href(o.id) })),
    })),
    downloads: input.downloads,
  };
  if (str(info.summary)) data.summary = String(info.summary);
  if (description) {
    data.descriptionHtml = description.html;
    data.firstParagraph = description.firstParagraph;
  }
  const contact = isObject(info.contact) ? info.contact : undefined;
  if (contact && (str(contact.name) || safeUrl(contact.url) || str(contact.email))) {
    const entries = { name: str(contact.name), url: safeUrl(contact.url), email: str(contact.email) };
    data.contact = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
  }
  const license = isObject(info.license) ? info.license : undefined;
  if (license && str(license.name)) {
    const url = safeUrl(license.url) ?? (str(license.identifier) ? `https://spdx.org/licenses/${String(license.identifier)}.html` : undefined);
    data.license = { name: String(license.name), ...(url ? { url } : {}) };
  }
  const terms = safeUrl(info.termsOfService);
  if (terms) data.termsOfService = terms;
  const docs = isObject(root.externalDocs) ? root.externalDocs : undefined;
  const docsUrl = docs ? safeUrl(docs.url) : undefined;
  if (docs && docsUrl) data.externalDocs = { url: docsUrl, ...(str(docs.description) ? { description: String(docs.description) } : {}) };

  const toc: TocItem[] = [...(description?.toc ?? [])];
  const section = (id: string, text: string): TocItem => ({ id, depth: 2, html: escapeHtml(text) });
  const { texts = ENGLISH_TEXTS } = input;
  if (data.servers.length > 0) toc.push(section(INTRO_SECTIONS.servers, texts.text(data.servers.length === 1 ? 'theme.api.server' : 'theme.api.servers')));
  if (data.security.length > 0) toc.push(section(INTRO_SECTIONS.authentication, texts.text('theme.api.authentication')));
  if (data.groups.length > 0) toc.push(section(INTRO_SECTIONS.operations, texts.text('theme.api.operations')));
  data.toc = toc;
  return data;
}
