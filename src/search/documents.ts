/**
 * What the search index holds of a page: its title, the section of the site
 * it belongs to, words that identify it without being shown (an API
 * operation's method and path, front matter keywords), and its text cut into
 * sections at h2/h3, each with the anchor a result links to. Made from the
 * data mysite already built for the page; React pages from their rendered
 * `<main id="main">`.
 */
import type { Route, TocItem } from '../core/types.js';
import type { DocPageData } from '../core/page-data/doc.js';
import type { BlogPostPageData } from '../core/page-data/blog.js';
import type { ApiIntroData, ApiMedia, ApiOperationData, ApiSchema } from '../core/page-data/api.js';
import { INTRO_SECTIONS } from '../openapi/intro-page.js';
import { OPERATION_SECTIONS } from '../openapi/section-ids.js';
import { htmlSections, type TextSection } from './html-sections.js';
import { apiSearchPart } from '../config/sections.js';
import { docsSectionOf } from './version-groups.js';
import { TextMemo } from '../core/text-memo.js';

/** A page's sections by its HTML: each locale's copy of an untranslated page has the default locale's HTML. Shared, never changed. */
const pageSections = new TextMemo<TextSection[]>(16 * 1024 * 1024);
const sectionsOf = (html: string) => pageSections.get(html, htmlSections);

export interface SearchDocument {
  path: string;
  title: string;
  /** The part of the site: `docs` (`docs@<version>` on a site with docs versions), `api`, `pages` or a blog's id. */
  section: string;
  /** Matched like the title, never shown: what else the page is known by (an API operation's method and path). */
  aliases: string;
  /** Matched, never shown. */
  keywords: string;
  /** The first has no heading: the text above the first h2 (it carries the title in the index). */
  sections: TextSection[];
}

/** The part of the site a route belongs to, or undefined for pages search leaves out (lists, tags, the 404 page). */
export function searchSectionOf(route: Route): string | undefined {
  if (route.head.noindex || route.sitemap === false) return undefined;
  if (route.layout === 'doc') return docsSectionOf(route);
  if (route.layout === 'blogPost') return (route.data as BlogPostPageData).blogId;
  if (route.layout === 'apiOperation' || route.layout === 'apiIntro') return apiSearchPart(route.sidebarId);
  if (route.layout.startsWith('page:')) return 'pages';
  return undefined;
}

/**
 * The search document of a route; `mainHtml` is the rendered page, needed
 * only for React pages (their content is in code, not data).
 */
export function searchDocument(route: Route, section: string, title: string, mainHtml?: string): SearchDocument {
  const keywords = [...(route.head.keywords ?? []), route.head.description ?? ''];
  const doc = (sections: TextSection[], extra: string[] = [], aliases = ''): SearchDocument => ({
    path: route.path,
    title,
    section,
    aliases,
    keywords: [...extra, ...keywords].filter(Boolean).join(' '),
    sections: sections.length > 0 && sections[0]!.heading === undefined ? sections : [{ text: '' }, ...sections],
  });
  switch (route.layout) {
    case 'doc':
      return doc(sectionsOf((route.data as DocPageData).html));
    case 'blogPost': {
      const post = route.data as BlogPostPageData;
      return doc(sectionsOf(post.html), [...post.tags.map((t) => t.label), ...post.authors.map((a) => a.name)]);
    }
    case 'apiOperation':
      return operationDocument(route.data as ApiOperationData, doc);
    case 'apiIntro':
      return introDocument(route.data as ApiIntroData, doc);
    default:
      return doc(sectionsOf(mainOf(mainHtml ?? '')));
  }
}

type MakeDocument = (sections: TextSection[], extra?: string[], aliases?: string) => SearchDocument;

function operationDocument(op: ApiOperationData, doc: MakeDocument): SearchDocument {
  const text = (html?: string) =>
    html
      ? htmlSections(html)
          .map((s) => s.text)
          .join(' ')
      : '';
  const schemaText = schemaWords(op.schemas);
  // An example made from the schema says again what the schema's words say: left out.
  const exampleText = (e: ApiMedia['examples'][number]) => (e.generated ? [] : [e.label, text(e.descriptionHtml), text(e.html)]);
  const mediaText = (media: ApiMedia[]) => media.flatMap((m) => [m.type, m.schema ? schemaText(m.schema.ref) : '', ...m.examples.flatMap(exampleText)]);
  const sections: TextSection[] = [{ text: [text(op.descriptionHtml), op.deprecated ? 'Deprecated' : ''].join(' ').trim() }];
  if (op.security) {
    const labels = op.security.options.flatMap((o) => o.schemes.map((s) => s.label));
    sections.push({ anchor: OPERATION_SECTIONS.security, heading: 'Authorization', text: labels.join(', ') });
  }
  if (op.parameters.length > 0 || op.requestBody) {
    const params = op.parameters.flatMap((g) => g.items.flatMap((p) => [p.name, p.in, text(p.descriptionHtml), p.schema ? schemaText(p.schema.ref) : '']));
    const body = op.requestBody ? [text(op.requestBody.descriptionHtml), ...mediaText(op.requestBody.media)] : [];
    sections.push({ anchor: OPERATION_SECTIONS.request, heading: 'Request', text: join([...params, ...body]) });
  }
  if (op.responses.length > 0) {
    const responses = op.responses.flatMap((r) => [
      r.status,
      text(r.descriptionHtml),
      ...r.headers.flatMap((h) => [h.name, text(h.descriptionHtml)]),
      ...mediaText(r.media),
    ]);
    sections.push({ anchor: OPERATION_SECTIONS.responses, heading: 'Responses', text: join(responses) });
  }
  return doc(sections, [op.id], `${op.method} ${op.path}`);
}

/** Property names and descriptions of a schema and what it contains, each schema once. */
function schemaWords(schemas: Record<string, ApiSchema>): (ref: string) => string {
  return (root) => {
    const seen = new Set<string>();
    const words: string[] = [];
    const visit = (ref: string) => {
      const schema = schemas[ref];
      if (!schema || seen.has(ref)) return;
      seen.add(ref);
      if (schema.descriptionHtml)
        words.push(
          htmlSections(schema.descriptionHtml)
            .map((s) => s.text)
            .join(' '),
        );
      for (const p of schema.properties ?? []) {
        words.push(p.name);
        visit(p.ref);
      }
      if (schema.items) visit(schema.items.ref);
      for (const o of schema.variants?.options ?? []) visit(o.ref);
      if (schema.additionalProperties && schema.additionalProperties !== true) visit(schema.additionalProperties.ref);
    };
    visit(root);
    return join(words);
  };
}

function introDocument(intro: ApiIntroData, doc: MakeDocument): SearchDocument {
  const sections = intro.descriptionHtml ? htmlSections(intro.descriptionHtml) : [];
  if (sections[0]?.heading !== undefined) sections.unshift({ text: '' });
  if (intro.summary) sections[0] = { text: join([intro.summary, sections[0]?.text ?? '']) };
  const heading = (id: string) => intro.toc.find((t: TocItem) => t.id === id)?.html.replace(/<[^>]*>/g, '');
  if (intro.servers.length > 0) {
    sections.push({ anchor: INTRO_SECTIONS.servers, heading: heading(INTRO_SECTIONS.servers) ?? 'Servers', text: join(intro.servers.map((s) => s.url)) });
  }
  if (intro.security.length > 0) {
    const text = intro.security.flatMap((s) => [
      s.label,
      ...s.details,
      s.descriptionHtml
        ? htmlSections(s.descriptionHtml)
            .map((x) => x.text)
            .join(' ')
        : '',
    ]);
    sections.push({ anchor: INTRO_SECTIONS.authentication, heading: heading(INTRO_SECTIONS.authentication) ?? 'Authentication', text: join(text) });
  }
  return doc(sections, [intro.version]);
}

function join(parts: string[]): string {
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** The inner HTML of a page's `<main id="main">` (the whole text when there is none). */
export function mainOf(html: string): string {
  const open = /<main\b[^>]*\sid="main"[^>]*>/.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  const end = html.indexOf('</main>', start);
  return html.slice(start, end < 0 ? undefined : end);
}
