/**
 * `/llms.txt` and `/llms-full.txt` (the llms.txt proposal): an index of the
 * site for language models (title, summary, then each section's pages as
 * links with their descriptions), and every docs and API page as Markdown
 * in one file. Sections are named as the navbar names them; pages keep
 * their sidebar order, and blog posts come newest first.
 */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route, SidebarItem } from '../core/types.js';
import type { DocPageData } from '../core/page-data/doc.js';
import { absoluteUrl, routeTwinUrl } from '../core/urls.js';
import { spellRoute } from '../core/trailing-slash.js';
import { resolvedMarkdown, twinRoutes } from './markdown-twins.js';
import { pageSection } from './page-section.js';

export interface LlmsInput {
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  config: SiteConfig;
}

const OTHER = 'Pages';

/** Route → position in the sidebars, read in order. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category' && item.href && !order.has(item.href)) order.set(item.href, order.size);
      if (item.type === 'link' && !order.has(item.href)) order.set(item.href, order.size);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return order;
}

/** The twin-bearing pages by section, sections in navbar order. */
function sections(input: LlmsInput): Map<string, Route[]> {
  const order = sidebarOrder(input.sidebars);
  const bySection = new Map<string, Route[]>();
  // A section's place in the navbar; the pages of none come last.
  const navbarOrder = new Map<string, number>();
  for (const route of twinRoutes(input.routes)) {
    const section = pageSection(input.config, route.path);
    const label = (section?.label ?? OTHER) + versionSuffix(route);
    if (!navbarOrder.has(label)) navbarOrder.set(label, section?.order ?? Number.MAX_SAFE_INTEGER);
    const list = bySection.get(label);
    if (list) list.push(route);
    else bySection.set(label, [route]);
  }
  const rank = (r: Route) => order.get(r.path) ?? Number.MAX_SAFE_INTEGER;
  for (const list of bySection.values()) {
    list.sort((a, b) => rank(a) - rank(b) || (b.head.publishedTime ?? '').localeCompare(a.head.publishedTime ?? '') || a.path.localeCompare(b.path));
  }
  const position = (label: string) => navbarOrder.get(label)!;
  // A section's versions in the docs source's order (current, then newest first).
  const versionRank = (label: string) => versionRankOf(bySection.get(label)![0]!);
  return new Map([...bySection].sort(([a], [b]) => position(a) - position(b) || versionRank(a) - versionRank(b)));
}

/** On a site with docs versions, each version's docs are a section of their own: "Docs (2.0)". */
function versionSuffix(route: Route): string {
  const version = versionOf(route);
  return version?.links ? ` (${version.label})` : '';
}

function versionRankOf(route: Route): number {
  const version = versionOf(route);
  return version?.links?.findIndex((l) => l.name === version.name) ?? 0;
}

function versionOf(route: Route): DocPageData['version'] {
  return route.layout === 'doc' ? (route.data as DocPageData).version : undefined;
}

export function llmsFiles(input: LlmsInput): OutputFile[] {
  const { config } = input;
  if (!config.llmsTxt) return [];
  const link = (r: Route) => absoluteUrl(config, config.markdownTwins ? '/' + routeTwinUrl(r.path) : spellRoute(r.path, config.trailingSlash));
  const groups = sections(input);
  const index = [`# ${config.title}`];
  if (config.tagline) index.push(`> ${config.tagline}`);
  index.push(
    `Each link below leads to a page of ${absoluteUrl(config, '/')} as Markdown. Every docs and API page in one file: ${absoluteUrl(config, '/llms-full.txt')}`,
  );
  for (const [label, list] of groups) {
    index.push(`## ${label}`, list.map((r) => `- [${r.head.title}](${link(r)})${r.head.description ? `: ${r.head.description}` : ''}`).join('\n'));
  }
  // "All the docs": pages that sit in a sidebar (docs and API reference), in sidebar order.
  const inSidebar = sidebarOrder(input.sidebars);
  const full = [...groups.values()].flat().filter((r) => inSidebar.has(r.path));
  const fullText = full.map((r) => fullTextPart(r, config)).join('\n\n---\n\n');
  return [
    { path: 'llms.txt', contents: index.join('\n\n') + '\n' },
    { path: 'llms-full.txt', contents: `# ${config.title}\n\n${config.tagline ? `> ${config.tagline}\n\n` : ''}${fullText}\n` },
  ];
}

/** The last part of llms-full.txt made for each route path: a watch-mode run makes again only those of changed pages. */
const lastParts = new Map<string, { markdown: string; source: string; part: string }>();

/** A page's part of llms-full.txt: its resolved Markdown and where it is published. */
function fullTextPart(route: Route, config: SiteConfig): string {
  const markdown = resolvedMarkdown(route, config);
  const source = absoluteUrl(config, spellRoute(route.path, config.trailingSlash));
  const last = lastParts.get(route.path);
  if (last && last.markdown === markdown && last.source === source) return last.part;
  const part = `${markdown.trim()}\n\nSource: ${source}`;
  lastParts.set(route.path, { markdown, source, part });
  return part;
}
