/**
 * Renders an MDX page on the server (bundled with the pages, see
 * bundle-mdx.ts). Every component the page uses renders inside
 * `MysiteIsland`, a probe (probe.ts). The page is rendered once as static
 * HTML; each component that turned out to need the browser is then
 * rendered again on its own, hydratable, inside a `<mysite-island>` element
 * that carries its key and its props: the browser hydrates exactly those
 * (islands-client.tsx). Children an island is given are rendered statically
 * into a `<mysite-slot>` it receives as its children, there and in the
 * browser alike, so the HTML matches.
 */
import { type ComponentType, createContext, createElement as h, type ReactNode, useContext } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { type PageContextValue, PageContext } from '../../compat/page-context.js';
import { setSiteMessages } from '../../core/site-messages.js';
import type { IslandInfo } from '../island-components.js';
import { MAX_PAGE_ELEMENTS, type Probe, ProbeContext, renderBudget } from './probe.js';
import { jsonProblem } from './json-props.js';
import { transformProbes } from './probe-html.js';

interface IslandProbe extends Probe {
  n: number;
  info: IslandInfo;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  children: ReactNode;
}

/** A problem found while rendering, reported by the build at the page and line. */
export interface RenderProblem {
  code: 'mdx/unknown-component' | 'mdx/island-props';
  info: IslandInfo;
  message: string;
  /** What to do, when the code's usual advice does not fit. */
  hint?: string;
}

export interface RenderedIsland {
  key: string;
  info: IslandInfo;
}

interface Registry {
  probes: IslandProbe[];
  problems: RenderProblem[];
}

const RegistryContext = createContext<Registry | null>(null);

/** Where a component is rendered from; the MDX compiler routes every component through it (island-components.ts). */
export function MysiteIsland({ component, island, children, ...props }: Record<string, unknown>) {
  const registry = useContext(RegistryContext);
  const info = (typeof island === 'string' ? JSON.parse(island) : island) as IslandInfo;
  const Component = component as IslandProbe['Component'] | undefined;
  if (!Component) {
    registry?.problems.push({
      code: 'mdx/unknown-component',
      info,
      message: `<${info.name}> is ${String(component)}: its module exports no component under that name.`,
    });
    return null;
  }
  // Inside an island's own render (or outside a page's), there is nothing to find out.
  if (!registry) return h(Component, props, children as ReactNode);
  const probe: IslandProbe = { n: registry.probes.length, interactive: false, info, Component, props, children: children as ReactNode };
  registry.probes.push(probe);
  return h('mysite-probe', { 'data-n': probe.n }, h(ProbeContext.Provider, { value: probe }, h(Component, props, children as ReactNode)));
}

/** A global component (MDXComponents, the config) wrapped so that it renders as a probe too. */
export function globalIsland(Component: ComponentType<Record<string, unknown>>, name: string): ComponentType<Record<string, unknown>> {
  const island = JSON.stringify({ name, kind: 'global' } satisfies Pick<IslandInfo, 'name' | 'kind'>);
  // The page's compiler gives a global component its own `island` when it has a function child (island-components.ts).
  const Global = (props: Record<string, unknown>) => h(MysiteIsland, { component: Component, island, ...props });
  Global.displayName = name;
  return Global;
}

export interface PageRender {
  html: string;
  islands: RenderedIsland[];
  problems: RenderProblem[];
}

/** Renders a page's content (`Content`, the MDX module's default export). */
export function renderMdxContent(Content: ComponentType, page: PageContextValue, keyOf: (info: IslandInfo) => string): PageRender {
  // The Docusaurus `translate()` runs outside React's context: it reads the site's texts from here.
  setSiteMessages(page.site.messages);
  const islands: RenderedIsland[] = [];
  const problems: RenderProblem[] = [];
  const withContexts = (node: ReactNode, registry?: Registry, docsReads?: { count: number }) =>
    h(PageContext.Provider, { value: docsReads ? { ...page, docsReads } : page }, registry ? h(RegistryContext.Provider, { value: registry }, node) : node);

  const renderStatic = (node: ReactNode): string => {
    const registry: Registry = { probes: [], problems };
    const html = renderToStaticMarkup(withContexts(node, registry));
    return transformProbes(html, (n) => {
      const probe = registry.probes[n]!;
      return probe.interactive ? renderIsland(probe) : undefined;
    });
  };

  // Only an island that read the docs hooks' data carries it to the browser (compat/docs-hook-data.ts).
  const docsAttribute = (reads: { count: number }) => (reads.count > 0 && page.docs ? ` data-docs="${attr(JSON.stringify(page.docs))}"` : '');

  const renderIsland = (probe: IslandProbe): string => {
    // Docusaurus's <BrowserOnly>{() => …}</BrowserOnly>: the element, function and all, is a module of its own (inline-island.ts).
    if (typeof probe.children === 'function' && probe.info.inline?.kind === 'element') {
      const docsReads = { count: 0 };
      const html = renderToString(withContexts(h(probe.Component, probe.props, probe.children), undefined, docsReads));
      const key = keyOf(probe.info);
      islands.push({ key, info: probe.info });
      return `<mysite-island data-island="${attr(key)}" data-props="{}"${docsAttribute(docsReads)}>${html}</mysite-island>`;
    }
    if (typeof probe.children === 'function') {
      const { name } = probe.info;
      problems.push({
        code: 'mdx/island-props',
        info: probe.info,
        message: `<${name}> needs the browser, and its child is a function the page computes: only a function written in place, {() => …}, or the name of one the page declares goes to the browser with it.`,
        hint: `Write the function in place (<${name}>{() => …}</${name}>), or move the <${name}> with its function into a component of its own file and use that component here.`,
      });
      return '';
    }
    const problem = jsonProblem(probe.props);
    if (problem) {
      problems.push({
        code: 'mdx/island-props',
        info: probe.info,
        message: `<${probe.info.name}> needs the browser (it has state, effects or event handlers), so it is sent to it with its props, and ${problem} cannot be sent.`,
      });
      return '';
    }
    const slotHtml = probe.children === undefined ? undefined : renderStatic(probe.children);
    const slot = slotHtml === undefined ? undefined : h('mysite-slot', { dangerouslySetInnerHTML: { __html: slotHtml } });
    const docsReads = { count: 0 };
    const html = renderToString(withContexts(h(probe.Component, probe.props, slot), undefined, docsReads));
    const key = keyOf(probe.info);
    islands.push({ key, info: probe.info });
    const attributes = [`data-island="${attr(key)}"`, `data-props="${attr(JSON.stringify(probe.props))}"`];
    if (slot) attributes.push('data-slot=""');
    const docs = docsAttribute(docsReads);
    if (docs) attributes.push(docs.trim());
    return `<mysite-island ${attributes.join(' ')}>${html}</mysite-island>`;
  };

  renderBudget.left = MAX_PAGE_ELEMENTS;
  try {
    const html = renderStatic(h(Content));
    return { html, islands, problems };
  } finally {
    renderBudget.left = Number.POSITIVE_INFINITY;
  }
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
