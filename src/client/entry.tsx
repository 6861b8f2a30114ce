/**
 * The browser entry: loads the page's data chunk and layout, then hydrates
 * the server-rendered HTML. Until then the page is plain HTML and works.
 */
import { hydrateRoot } from 'react-dom/client';
import theme from 'mysite:theme';
import site from 'mysite:site';
import { App } from './App.js';
import { withBase } from './context.js';
import { routeDataFile } from '../content/route-path.js';
import type { PageChunk } from './types.js';

async function start(): Promise<void> {
  const container = document.getElementById('__mysite');
  const route = container?.dataset.route;
  if (!container || !route) return;
  const response = await fetch(withBase(site.baseUrl, '/' + routeDataFile(route)));
  if (!response.ok) throw new Error(`Page data for ${route}: HTTP ${response.status}`);
  const page = (await response.json()) as PageChunk;
  const { default: Layout } = await theme.layouts[page.layout]!();
  hydrateRoot(container, <App site={site} theme={theme} page={page} Layout={Layout} />);
}

void start();
