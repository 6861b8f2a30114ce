/**
 * Bundled by the engine (with the theme) for server rendering: one function
 * that turns a page chunk into the HTML of the app root.
 */
import { renderToString } from 'react-dom/server';
import theme from 'mysite:theme';
import site from 'mysite:site';
import { App } from './App.js';
import type { PageChunk } from './types.js';
import type { PageHead } from '../core/types.js';
import { loadLayout } from './chunks.js';
import { setSiteMessages } from './translate.js';

setSiteMessages(site.messages, site.direction);

export const layoutNames = Object.keys(theme.layouts);

/** The `head` a React page exports, if any (title, description…); a plugin route's, for the page it renders (`headOf`). */
export async function layoutHead(layout: string, page?: Pick<PageChunk, 'path' | 'data'>): Promise<PageHead | undefined> {
  const module = (await theme.layouts[layout]?.()) as
    | { head?: PageHead; headOf?: (page: Pick<PageChunk, 'path' | 'data'>) => PageHead | undefined }
    | undefined;
  return module?.headOf && page ? module.headOf(page) : module?.head;
}

export async function renderPage(page: PageChunk): Promise<string> {
  const Layout = await loadLayout(page.layout);
  return renderToString(<App site={site} theme={theme} page={page} Layout={Layout} />);
}
