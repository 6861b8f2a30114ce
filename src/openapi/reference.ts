/**
 * Builds the API reference from an OpenAPI document: loads and validates
 * the spec, then makes the intro page, one page per operation, the sidebar
 * and the downloadable bundled spec.
 */
import type { RouteOf } from '../core/layout-data.js';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import type { ApiOptions } from '../config/schema.js';
import type { ApiSpec } from '../config/sections.js';
import type { ContentLink, PageHead } from '../core/types.js';
import type { SourceResult } from '../content/content-source.js';
import type { BuildContext } from '../content/content-source.js';
import { CodeBlocks } from './highlight.js';
import { markdownTexts } from '../markdown/texts.js';
import { introPage } from './intro-page.js';
import { loadSpec } from './load.js';
import { Describer, type Compiled } from './markdown.js';
import { operationPage } from './operation-page.js';
import { sampleErrorReason } from './samples.js';
import { warnUnshown } from './unshown.js';
import { warnAdditions32 } from './openapi-32.js';
import { collectOperations, descriptionOnlyTags, introPageId, slugText, type Operation, type OperationGroup } from './operations.js';
import { SchemaModel } from './schema-model.js';
import { schemaDefinitionHtml } from './schema-definition.js';
import { SecuritySchemes } from './security.js';
import { API_SIDEBAR_ID, apiSidebar, OPEN_SIDEBAR_LIMIT, readingOrder } from './sidebar.js';
import { joinRoute } from '../core/urls.js';
import { API_LAYOUTS } from './layouts.js';
import { introTwin, operationTwin } from './twin.js';
import { pageTextsOf } from '../content/page-texts.js';
import { apiTexts } from './api-texts.js';

export async function loadApi(ctx: BuildContext, options: ApiOptions & Partial<Pick<ApiSpec, 'sidebarId'>>): Promise<SourceResult> {
  const sidebarId = options.sidebarId ?? API_SIDEBAR_ID;
  const spec = await loadSpec(ctx.siteDir, options.specPath);
  const introId = introPageId(spec, options.introId);
  const texts = apiTexts(ctx.config.locale, ctx.messages);
  const { operations, groups } = collectOperations(spec, introId, texts);
  warnUnshown(spec, operations, ctx.diagnostics);
  warnAdditions32(
    spec.additions32,
    (pointer) => {
      const { pointer: _pointer, ...at } = spec.sources.locate(pointer);
      return at;
    },
    (d) => ctx.diagnostics.warn(d),
  );
  const describer = new Describer(ctx, resolve(ctx.siteDir, options.specPath), spec.file);
  const lineOf = (pointer: string, line: number) => spec.sources.lineOfText(pointer, line);
  await describer.prepare(spec.bundled, lineOf);

  const href = (pageId: string) => joinRoute(options.routeBasePath, pageId);
  const introHref = href(introId);
  const sidebar = apiSidebar(introHref, groups, href, texts);
  const order = readingOrder(sidebar);
  const nav = (path: string) => {
    const i = order.findIndex((l) => l.href === path);
    return { ...(i > 0 ? { prev: order[i - 1] } : {}), ...(i >= 0 && i < order.length - 1 ? { next: order[i + 1] } : {}) };
  };
  const downloads = [
    { label: 'YAML', href: `${options.downloadPath}.yaml` },
    { label: 'JSON', href: `${options.downloadPath}.json` },
  ];

  const model = new SchemaModel(spec.doc, (text) => describer.html(text), texts);
  describer.fillSchemas((ref) => schemaDefinitionHtml(spec.doc, model, ref, texts), lineOf);
  const schemes = new SecuritySchemes(spec.doc, spec.bundled, describer, texts);
  const links = (compiled: Compiled | undefined): ContentLink[] =>
    (compiled?.refs ?? []).map((r) => ({ kind: r.kind, href: r.raw, target: r.target, at: { file: spec.file } }));

  const introGroups = [...groups, ...descriptionOnlyTags(spec, groups)];
  const { firstParagraph, ...intro } = introPage({
    id: introId,
    root: spec.bundled,
    describer,
    schemes,
    groups: introGroups,
    href,
    downloads,
    texts: pageTextsOf(ctx),
    apiTexts: texts,
  });
  const info = (spec.bundled.info ?? {}) as { description?: unknown };
  const introRoute: RouteOf<'apiIntro'> = {
    path: introHref,
    layout: API_LAYOUTS.intro,
    source: { file: spec.file },
    sidebarId,
    markdown: introTwin({
      title: intro.title,
      version: intro.version,
      description: typeof info.description === 'string' ? info.description : undefined,
      servers: intro.servers.map((s) => s.url),
      groups,
      href,
      texts,
    }),
    // "API reference" in every API page's title, so none repeats a docs page's.
    head: { title: texts.text('theme.api.introPageTitle', { title: intro.title }), description: describeText(intro.summary ?? firstParagraph) },
    contentLinks: links(describer.get((spec.bundled.info as { description?: unknown } | undefined)?.description)),
    data: { ...intro, ...nav(introHref) },
  };

  const sampleFailed = (o: Operation, error: unknown) => {
    const { pointer: _pointer, ...at } = spec.sources.locate(o.pointer);
    ctx.diagnostics.warn({
      code: 'api/sample-failed',
      message: `No code samples for ${o.method.toUpperCase()} ${o.path}: the example request is not valid HTTP (${sampleErrorReason(error)}).`,
      at,
      hint: 'Give every server variable a default, and make the server URL a valid absolute URL (e.g. https://{region}.example.com with region: { default: nyc1 }).',
    });
  };
  const blocks = new CodeBlocks(ctx.highlight, markdownTexts(ctx.messages));
  const context = { doc: spec.doc, model, describer, blocks, texts, root: spec.bundled, schemes, introHref, sampleFailed };
  const pageTitle = (title: string) => texts.text('theme.api.operationPageTitle', { title });
  const cardOf = tagCards(groups, href, pageTitle);
  const operationRoutes: RouteOf<'apiOperation'>[] = groups.flatMap((group, g) =>
    group.operations.map((o) => {
      const path = href(o.id);
      const data = operationPage(context, o, group.tag === undefined ? undefined : group.label);
      const description = describer.get(o.op.description);
      const { pointer: _pointer, ...source } = spec.sources.locate(o.pointer);
      const summary = describeText(description?.firstParagraph);
      return {
        path,
        layout: API_LAYOUTS.operation,
        source,
        sidebarId,
        head: { title: pageTitle(o.title), description: summary ?? `${data.method} ${data.path}`, sharedCard: cardOf(g) },
        contentLinks: links(description),
        markdown: operationTwin({ doc: spec.doc, serverUrl: data.serverUrl, texts }, o, summary),
        data: { ...data, ...nav(path) },
      };
    }),
  );
  await blocks.finish();

  const base = options.downloadPath.replace(/^\/+/, '');
  return {
    routes: [introRoute, ...operationRoutes],
    sidebars: { [sidebarId]: sidebar },
    files: [
      { path: `${base}.yaml`, contents: stringify(spec.bundled, { aliasDuplicateObjects: false, lineWidth: 0 }) },
      // Without indentation: for tools (people read the YAML); a third smaller.
      { path: `${base}.json`, contents: JSON.stringify(spec.bundled) + '\n' },
    ],
  };
}

/**
 * A big API's operations share one social card per tag: at 660 operations a
 * card each is 24 MB of JPEGs and thousands of drawings that differ only in
 * a title. Smaller APIs keep a card per operation.
 */
function tagCards(groups: OperationGroup[], href: (pageId: string) => string, pageTitle: (title: string) => string): (group: number) => PageHead['sharedCard'] {
  const total = groups.reduce((n, g) => n + g.operations.length, 0);
  if (total <= OPEN_SIDEBAR_LIMIT) return () => undefined;
  const used = new Set<string>();
  const cards = groups.map((group) => {
    let name = slugText(group.label) || 'other';
    while (used.has(name)) name += '-';
    used.add(name);
    // `_tags/…` has two segments: it cannot be an operation page's own card.
    return { path: href(`_tags/${name}`), title: pageTitle(group.label) };
  });
  return (group) => cards[group];
}

const MAX_DESCRIPTION = 200;

function describeText(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  return flat.slice(0, flat.lastIndexOf(' ', MAX_DESCRIPTION)) + '…';
}
