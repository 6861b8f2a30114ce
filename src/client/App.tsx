/** The React tree of a page, the same on the server and in the browser. */
import { PageContext, SiteContext } from './context.js';
import { ErrorBoundary } from './error-states.js';
import type { PageChunk, PageLayout, SiteData, ThemeDefinition } from './types.js';

export interface AppProps {
  site: SiteData;
  theme: ThemeDefinition;
  page: PageChunk;
  Layout: PageLayout;
}

export function App({ site, theme, page, Layout }: AppProps) {
  const { Root } = theme;
  return (
    <SiteContext.Provider value={site}>
      <PageContext.Provider value={page}>
        <Root page={page}>
          <ErrorBoundary resetKey={page.path}>
            <Layout page={page} />
          </ErrorBoundary>
        </Root>
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}
