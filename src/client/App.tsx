/** The React tree of a page, the same on the server and in the browser. */
import type { ComponentType } from 'react';
import { PageContext, SiteContext } from './context.js';
import { ErrorBoundary } from './error-states.js';
import type { LayoutProps, PageChunk, SiteData, ThemeDefinition } from './types.js';

export interface AppProps {
  site: SiteData;
  theme: ThemeDefinition;
  page: PageChunk;
  Layout: ComponentType<LayoutProps<never>>;
}

export function App({ site, theme, page, Layout }: AppProps) {
  const { Root } = theme;
  return (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Root page={page}>
          <ErrorBoundary resetKey={page.path}>
            <Layout page={page as PageChunk<never>} />
          </ErrorBoundary>
        </Root>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}
