/**
 * How a swizzled component sits in mysite's theme: `wrap(Site, Inner)` is
 * the component the theme renders in place of its own (`Inner`, which takes
 * mysite's props); it renders the site's file with the props Docusaurus
 * gives that component, inside the context the Docusaurus modules read.
 * `Original` is `@theme-original/<Name>` (and `@theme-init/<Name>`): what the
 * site's file wraps, the theme's own component as it would have been
 * rendered there. The props the site's file gives it are Docusaurus's, read
 * only where the theme's component has the same (the rest of what it shows
 * comes from the page).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { usePage, useSite, type PageChunk } from 'mysite-ssg/client';
import { PageContext, type SiteInfo } from '../../../src/compat/page-context.js';

// biome-ignore lint/suspicious/noExplicitAny: the site's component is JavaScript as often as not.
type SiteComponent = ComponentType<any>;
type DocusaurusProps = Record<string, unknown>;

export interface Adapter<P> {
  wrap(Site: SiteComponent, Inner: ComponentType<P>): ComponentType<P>;
  Original: ComponentType<DocusaurusProps>;
}

export interface AdapterOptions<P> {
  /** Docusaurus's props, from mysite's; `inner` is the theme's component as rendered. */
  props?: (props: P, inner: ReactNode) => DocusaurusProps;
  /** When the component stands for only some of the uses of mysite's (the tag pages of the blog's list layout). */
  applies?: (props: P, page: PageChunk) => boolean;
  /** `@theme-original/<Name>` used outside the site's file of that name. */
  fallback?: (props: DocusaurusProps) => ReactNode;
}

export function adapter<P extends object>(options: AdapterOptions<P> = {}): Adapter<P> {
  const Rendered = createContext<ReactNode | undefined>(undefined);
  return {
    wrap(Site, Inner) {
      // biome-ignore lint/correctness/noComponentHookFactories: made once, when the theme's module of the component loads (mdx/imports/swizzles.ts).
      return function Swizzled(props: P) {
        const page = usePage();
        const inner = <Inner {...props} />;
        if (options.applies && !options.applies(props, page)) return inner;
        return (
          <DocusaurusPage>
            <Rendered.Provider value={inner}>
              <Site {...(options.props?.(props, inner) ?? {})} />
            </Rendered.Provider>
          </DocusaurusPage>
        );
      };
    },
    Original(props) {
      const inner = useContext(Rendered);
      return <>{inner ?? options.fallback?.(props) ?? null}</>;
    },
  };
}

/** The context of the Docusaurus modules (`@docusaurus/Link`, `useDocusaurusContext`…) around the site's component. */
export function DocusaurusPage({ children }: { children: ReactNode }) {
  const site = useSite();
  const page = usePage();
  const outer = useContext(PageContext);
  if (outer) return <>{children}</>;
  const info: SiteInfo = {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    ...(site.favicon ? { favicon: site.favicon } : {}),
    customFields: site.customFields ?? {},
    locale: site.locale,
    defaultColorMode: site.colorMode.defaultMode,
  };
  return <PageContext.Provider value={{ site: info, path: page.path }}>{children}</PageContext.Provider>;
}
